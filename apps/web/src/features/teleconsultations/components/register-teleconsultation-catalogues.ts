import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/teleconsultations.json';

registerCatalogues('teleconsultations', { fr, en: () => import('../../../locales/en/teleconsultations.json') });
