import { useTranslation } from 'react-i18next';
import fr from '../../../locales/fr/terms.json';
import { formatDay } from '../../../lib/format';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { useInfoVariables } from '../lib/use-info-variables';
import { InfoDocument } from './info-document';

registerCatalogues('terms', { fr, en: () => import('../../../locales/en/terms.json') });

/** The day these terms last changed: update it with any change of `terms.json`. */
const UPDATED_ON = '2026-11-22';

/** `/cgu`: the terms of use. */
export function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const variables = useInfoVariables();
  return (
    <InfoDocument
      title={t('routes.terms.title', { ns: 'common' })}
      intro={t('intro', variables)}
      updated={t('updated', { date: formatDay(UPDATED_ON, i18n.resolvedLanguage ?? 'fr') })}
      tocLabel={t('tocLabel')}
      sections={t('sections', { ...variables, returnObjects: true })}
    />
  );
}
