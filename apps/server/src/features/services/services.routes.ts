import { ZServiceRequestSchema } from '@sante/shared/service-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, uuidParam } from '../../lib/validate';
import { callerOf, requireStaff } from '../auth/require-caller';
import { createService, listServices, updateService } from './catalogue';

function actorOf(c: Context<AppBindings>) {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/services`: the public catalogue (active services, in display order). */
export function servicesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/', async (c) =>
    c.json({ services: await listServices(deps.db, { includeInactive: false }) }),
  );
}

/** `/api/admin/services`: staff manage the catalogue (every change audited). */
export function adminServicesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => c.json({ services: await listServices(deps.db, { includeInactive: true }) }))
    .post('/', async (c) => {
      const input = await jsonBody(c, ZServiceRequestSchema);
      return c.json({ service: await createService(deps.db, actorOf(c), input) }, 201);
    })
    .put('/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZServiceRequestSchema);
      return c.json({ service: await updateService(deps.db, actorOf(c), id, input) });
    });
}
