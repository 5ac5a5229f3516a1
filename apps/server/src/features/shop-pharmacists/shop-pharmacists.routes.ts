import { ZRegisterPharmacistRequestSchema, ZUpdatePharmacistRequestSchema } from '@sante/shared/pharmacist-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission } from '../auth/require-caller';
import { listPharmacists } from './list-pharmacists';
import { registerPharmacist } from './register-pharmacist';
import { updatePharmacist } from './update-pharmacist';

/** `/api/admin/shop/pharmacists`: who may review prescriptions, registered by an administrator (ADR 049). */
export function adminPharmacistsRoutes(deps: AppDeps) {
  const manage = requirePermission(deps, 'pharmacists.manage', 'pharmacists');
  const admin = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  return new Hono<AppBindings>()
    .use('*', manage)
    .get('/', async (c) => c.json(await listPharmacists(deps.db)))
    .post('/', async (c) => {
      const input = await jsonBody(c, ZRegisterPharmacistRequestSchema);
      return c.json({ pharmacist: await registerPharmacist(deps.db, admin(c), input) }, 201);
    })
    .put('/:userId', async (c) => {
      const userId = uuidParam(c.req.param('userId'));
      const input = await jsonBody(c, ZUpdatePharmacistRequestSchema);
      return c.json({ pharmacist: await updatePharmacist(deps.db, admin(c), userId, input) });
    });
}
