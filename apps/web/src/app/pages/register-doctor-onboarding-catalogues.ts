import { registerCatalogues } from '../../lib/register-catalogues';
import fr from '../../locales/fr/doctor-onboarding.json';

registerCatalogues('doctorOnboarding', { fr, en: () => import('../../locales/en/doctor-onboarding.json') });
