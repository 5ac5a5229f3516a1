import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/archives.json';

registerCatalogues('archives', { fr, en: () => import('../../../locales/en/archives.json') });
