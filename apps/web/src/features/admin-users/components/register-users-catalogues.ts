import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/users.json';

registerCatalogues('users', { fr, en: () => import('../../../locales/en/users.json') });
