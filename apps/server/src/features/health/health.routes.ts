import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { hasDemoAccounts } from './demo-mode';

/** `GET /api/health` (bare, for load balancers and the API benchmark) and `GET /api/meta`. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppBindings>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/meta', async (c) => c.json({ demoMode: await hasDemoAccounts(db) }));
}
