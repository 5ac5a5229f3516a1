import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/invoices.json';

registerCatalogues('invoices', { fr, en: () => import('../../../locales/en/invoices.json') });
