import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import fr from '../../../locales/fr/privacy.json';
import { formatDay } from '../../../lib/format';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { useInfoVariables } from '../lib/use-info-variables';
import { InfoDocument } from './info-document';

registerCatalogues('privacy', { fr, en: () => import('../../../locales/en/privacy.json') });

/** The day this policy last changed: update it with any change of `privacy.json`. */
const UPDATED_ON = '2026-11-22';

/** `/politique-confidentialite`: what health data is kept, why, how long, who sees it, the patient's rights. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const variables = useInfoVariables();
  const email = SERVICE_CONFIG.privacyEmail;
  return (
    <InfoDocument
      title={t('routes.privacy.title', { ns: 'common' })}
      intro={t('intro', variables)}
      updated={t('updated', { date: formatDay(UPDATED_ON, i18n.resolvedLanguage ?? 'fr') })}
      tocLabel={t('tocLabel')}
      sections={t('sections', { ...variables, returnObjects: true })}
      extras={{
        'exercer-vos-droits': (
          <p className="flex flex-col gap-2">
            <TextLink to="/patient/parametres">{t('settingsLink')}</TextLink>
            {email && (
              <a
                href={`mailto:${email}`}
                className="font-medium break-words text-primary underline-offset-4 hover:underline"
              >
                {t('contactEmail', { email })}
              </a>
            )}
          </p>
        ),
      }}
    />
  );
}
