import { registerCatalogues } from '../lib/register-catalogues';
import fr from '../locales/fr/itinerary-links.json';

registerCatalogues('itineraryLinks', { fr, en: () => import('../locales/en/itinerary-links.json') });
