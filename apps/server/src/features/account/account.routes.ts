import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/account`: notification preferences, sessions, data export (JSON, FHIR R4), account deletion. */
export function accountRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
