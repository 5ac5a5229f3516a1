import fr from '../../../locales/fr/protocols.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('protocols', { fr, en: () => import('../../../locales/en/protocols.json') });
