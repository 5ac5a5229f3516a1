import { Hono } from 'hono';
import { like } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../../app-context';
import { user } from '../../db/schema/auth';

export const DEMO_EMAIL_DOMAIN = '@demo.cm';

/** `GET /api/health` (bare, for load balancers and the API benchmark) and `GET /api/meta`. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppBindings>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/meta', async (c) => {
      const demo = await db
        .select({ id: user.id })
        .from(user)
        .where(like(user.email, `%${DEMO_EMAIL_DOMAIN}`))
        .limit(1);
      return c.json({ demoMode: demo.length > 0 });
    });
}
