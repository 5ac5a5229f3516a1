import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/records/entries`: allergies, chronic conditions and current treatments of the medical record. */
export function healthEntriesRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
