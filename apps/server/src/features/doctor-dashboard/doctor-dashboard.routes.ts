import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { callerOf, requireRole } from '../auth/require-caller';
import { readDoctorDashboard } from './read-doctor-dashboard';

/** `/api/doctor/dashboard` (ADR 039): the signed-in carer's own figures. */
export function doctorDashboardRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) =>
      c.json(await readDoctorDashboard(deps.db, callerOf(c).userId, deps.env.DOCTOR_SHARE_PERCENT, new Date())),
    );
}
