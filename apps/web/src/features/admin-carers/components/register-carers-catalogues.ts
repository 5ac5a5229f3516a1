import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/carers.json';

registerCatalogues('carers', { fr, en: () => import('../../../locales/en/carers.json') });
