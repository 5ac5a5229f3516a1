import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { requireStaff } from '../auth/require-caller';
import { readDashboard } from './read-dashboard';

/** `/api/admin/dashboard`: the figures of `/admin/dashboard`, for every staff role (401 anonymous, 403 others). */
export function adminDashboardRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/', requireStaff(deps), async (c) =>
    c.json({ dashboard: await readDashboard(deps.db, new Date()) }),
  );
}
