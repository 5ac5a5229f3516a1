import { registerCatalogues } from '../../lib/register-catalogues';
import fr from '../../locales/fr/carer-suspended.json';

registerCatalogues('carerSuspended', { fr, en: () => import('../../locales/en/carer-suspended.json') });
