import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/payments.json';

/** The payment components' texts, registered when one of them loads. */
registerCatalogues('payments', { fr, en: () => import('../../../locales/en/payments.json') });
