import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/doctor-dashboard.json';

registerCatalogues('doctorDashboard', { fr, en: () => import('../../../locales/en/doctor-dashboard.json') });
