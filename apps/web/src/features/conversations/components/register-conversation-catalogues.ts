import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/conversations.json';

registerCatalogues('conversations', { fr, en: () => import('../../../locales/en/conversations.json') });
