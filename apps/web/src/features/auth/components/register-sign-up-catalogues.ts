import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/sign-up.json';

registerCatalogues('signUp', { fr, en: () => import('../../../locales/en/sign-up.json') });
