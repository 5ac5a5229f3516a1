import fr from '../../../locales/fr/procedures.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('procedures', { fr, en: () => import('../../../locales/en/procedures.json') });
