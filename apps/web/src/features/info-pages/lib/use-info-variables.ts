import { useTranslation } from 'react-i18next';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import { listFormat } from '@sante/shared/intl-formats';

/** The configured claims, as interpolation values in the current language ("Douala et Yaoundé"). */
export function useInfoVariables() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  return {
    cities: listFormat(language, { type: 'conjunction' }).format(SERVICE_CONFIG.cities),
  };
}
