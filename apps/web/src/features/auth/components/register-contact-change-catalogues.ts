import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/contact-change.json';

registerCatalogues('contactChange', { fr, en: () => import('../../../locales/en/contact-change.json') });
