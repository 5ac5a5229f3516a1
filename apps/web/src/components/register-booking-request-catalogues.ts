import { registerCatalogues } from '../lib/register-catalogues';
import fr from '../locales/fr/booking-request.json';

registerCatalogues('bookingRequest', { fr, en: () => import('../locales/en/booking-request.json') });
