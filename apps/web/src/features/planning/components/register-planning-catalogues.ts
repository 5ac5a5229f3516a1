import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/planning.json';

registerCatalogues('planning', { fr, en: () => import('../../../locales/en/planning.json') });
