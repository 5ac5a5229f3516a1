import { useTranslation } from 'react-i18next';
import fr from '../../../locales/fr/user-manual.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { useInfoVariables } from '../lib/use-info-variables';
import { InfoDocument } from './info-document';

registerCatalogues('userManual', { fr, en: () => import('../../../locales/en/user-manual.json') });

/** `/manuel-utilisation`: a short guide per role, with the steps that exist today and what comes next. */
export function UserManualPage() {
  const { t } = useTranslation('userManual');
  const variables = useInfoVariables();
  return (
    <InfoDocument
      title={t('routes.userManual.title', { ns: 'common' })}
      intro={t('intro', variables)}
      tocLabel={t('tocLabel')}
      sections={t('sections', { ...variables, returnObjects: true })}
    />
  );
}
