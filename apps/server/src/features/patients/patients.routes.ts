import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/patients`: the patient's own profile (identity, contact, address, health details, photo). */
export function patientsRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
