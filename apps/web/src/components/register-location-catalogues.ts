import { registerCatalogues } from '../lib/register-catalogues';
import fr from '../locales/fr/location.json';

registerCatalogues('location', { fr, en: () => import('../locales/en/location.json') });
