import fr from '../../../locales/fr/scores.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('scores', { fr, en: () => import('../../../locales/en/scores.json') });
