import { registerCatalogues } from '../../lib/register-catalogues';
import fr from '../../locales/fr/construction.json';

registerCatalogues('construction', { fr, en: () => import('../../locales/en/construction.json') });
