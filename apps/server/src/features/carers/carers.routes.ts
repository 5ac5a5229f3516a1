import {
  ZAdminCarerCreateRequestSchema,
  ZAdminCarerListQuerySchema,
  ZAdminCarerStatusRequestSchema,
  ZAdminCarerUpdateRequestSchema,
} from '@sante/shared/carer-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { authRequestOf } from '../auth/auth-request';
import { callerOf, requireStaff } from '../auth/require-caller';
import { changeCarerStatus } from './change-carer-status';
import { createCarer } from './create-carer';
import { listCarers } from './list-carers';
import { readCarer } from './read-carer';
import { updateCarer } from './update-carer';

/**
 * `/api/admin/carers`: staff onboard, verify, suspend and delete doctors and nurses (`/admin/medecins`, ADR 032).
 * 401 anonymous, 403 doctors and patients; each use case checks the permission table (ADR 021).
 */
export function adminCarersRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) =>
      c.json(
        await listCarers(deps, authRequestOf(c), callerOf(c), parseWith(ZAdminCarerListQuerySchema, c.req.query())),
      ),
    )
    .post('/', async (c) => {
      const input = await jsonBody(c, ZAdminCarerCreateRequestSchema);
      return c.json({ carer: await createCarer(deps, authRequestOf(c), callerOf(c), input) }, 201);
    })
    .get('/:id', async (c) =>
      c.json({ carer: await readCarer(deps, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id'))) }),
    )
    .put('/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdminCarerUpdateRequestSchema);
      return c.json({ carer: await updateCarer(deps, authRequestOf(c), callerOf(c), id, input) });
    })
    .post('/:id/status', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdminCarerStatusRequestSchema);
      return c.json({ carer: await changeCarerStatus(deps, authRequestOf(c), callerOf(c), id, input) });
    });
}
