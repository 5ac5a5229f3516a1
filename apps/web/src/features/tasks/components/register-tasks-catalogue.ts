import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/tasks.json';

registerCatalogues('tasks', { fr, en: () => import('../../../locales/en/tasks.json') });
