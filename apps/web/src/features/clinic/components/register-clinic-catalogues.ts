import fr from '../../../locales/fr/clinic.json';
import frRecord from '../../../locales/fr/record.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('clinic', { fr, en: () => import('../../../locales/en/clinic.json') });
// The kinds of document, as the patient's own record names them.
registerCatalogues('record', { fr: frRecord, en: () => import('../../../locales/en/record.json') });
