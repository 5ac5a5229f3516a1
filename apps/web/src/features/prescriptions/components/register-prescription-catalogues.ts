import fr from '../../../locales/fr/prescriptions.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('prescriptions', { fr, en: () => import('../../../locales/en/prescriptions.json') });
