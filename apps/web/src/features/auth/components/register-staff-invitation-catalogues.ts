import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/staff-invitation.json';

registerCatalogues('staffInvitation', { fr, en: () => import('../../../locales/en/staff-invitation.json') });
