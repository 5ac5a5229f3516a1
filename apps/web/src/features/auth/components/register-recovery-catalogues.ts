import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/recovery.json';

registerCatalogues('recovery', { fr, en: () => import('../../../locales/en/recovery.json') });
