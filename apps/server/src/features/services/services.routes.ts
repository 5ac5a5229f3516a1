import { ZServiceRequestSchema } from '@sante/shared/service-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireStaff } from '../auth/require-caller';
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

/** `/api/admin/services`: every staff role reads the catalogue; admin and super_admin change it (audited; ADR 021). */
export function adminServicesRoutes(deps: AppDeps) {
  const manage = requirePermission(deps, 'catalogue.manage', 'catalogue');
  return new Hono<AppBindings>()
    .get('/', requireStaff(deps), async (c) =>
      c.json({ services: await listServices(deps.db, { includeInactive: true }) }),
    )
    .post('/', manage, async (c) => {
      const input = await jsonBody(c, ZServiceRequestSchema);
      return c.json({ service: await createService(deps.db, actorOf(c), input) }, 201);
    })
    .put('/:id', manage, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZServiceRequestSchema);
      return c.json({ service: await updateService(deps.db, actorOf(c), id, input) });
    });
}
