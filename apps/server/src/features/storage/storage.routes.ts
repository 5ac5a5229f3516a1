import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/storage`: buckets and objects (specification section 7). */
export function storageRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
