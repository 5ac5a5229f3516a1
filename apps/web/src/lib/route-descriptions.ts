import fr from '../locales/fr/route-descriptions.json';
import { registerCatalogues } from './register-catalogues';

/**
 * What each screen offers, one sentence per route: the sections of a space's home, the "en construction"
 * pages and the pre-rendered pages' `<meta name="description">`. Kept out of the entry's `common` catalogue
 * (about 2.5 KiB brotli that every first visit would download): the pages that show it import this module.
 */
registerCatalogues('routeDescriptions', { fr, en: () => import('../locales/en/route-descriptions.json') });
