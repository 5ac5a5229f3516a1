import { registerCatalogues } from '../../lib/register-catalogues';
import fr from '../../locales/fr/space-home.json';

registerCatalogues('spaceHome', { fr, en: () => import('../../locales/en/space-home.json') });
