import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';

/** `/api/records/documents`: documents of the medical record (bytes in the private bucket, read through signed URLs). */
export function documentsRoutes(_deps: AppDeps) {
  return new Hono<AppBindings>();
}
