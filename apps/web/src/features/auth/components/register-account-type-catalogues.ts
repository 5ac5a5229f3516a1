import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/account-type.json';

registerCatalogues('accountType', { fr, en: () => import('../../../locales/en/account-type.json') });
