import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/clock.json';

registerCatalogues('clock', { fr, en: () => import('../../../locales/en/clock.json') });
