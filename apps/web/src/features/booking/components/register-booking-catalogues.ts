import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/booking.json';

registerCatalogues('booking', { fr, en: () => import('../../../locales/en/booking.json') });
