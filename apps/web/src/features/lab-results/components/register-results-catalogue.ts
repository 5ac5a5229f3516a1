import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/results.json';

registerCatalogues('results', { fr, en: () => import('../../../locales/en/results.json') });
