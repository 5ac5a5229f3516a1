import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/vaccinations`: dependents, doses given, the PEV schedule and the doses due. */
export function vaccinationsRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
