import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/booking-auth.json';

// Its own small catalogue: the booking's sign-in page does not download the whole booking's texts.
registerCatalogues('bookingAuth', { fr, en: () => import('../../../locales/en/booking-auth.json') });
