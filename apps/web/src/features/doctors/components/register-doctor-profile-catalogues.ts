import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/doctor-profile.json';

registerCatalogues('doctorProfile', { fr, en: () => import('../../../locales/en/doctor-profile.json') });
