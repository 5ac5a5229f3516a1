import { ZTrackingPositionRequestSchema } from '@sante/shared/tracking-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requirePermission, requireRole } from '../auth/require-caller';
import type { ClockActor } from '../clock/clock-actor';
import { readBookingEta } from './booking-eta';
import { readFieldMap } from './field-map';
import { reassignCandidates } from './reassign-candidates';
import { recordPosition } from './record-position';
import { trackingReasons } from './tracking-state';

function actorOf(c: Context<AppBindings>): ClockActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/**
 * `/api/tracking` (ADR 040): the carer's phone asks whether tracking is on and sends its position only then; the
 * patient, the carer and staff read a visit's ETA while en route.
 */
export function trackingRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .get('/me', requireRole(deps, 'medecin'), async (c) => {
      const reasons = await trackingReasons(deps.db, callerOf(c).userId, new Date());
      return c.json({ active: reasons.length > 0, reasons });
    })
    .post('/positions', requireRole(deps, 'medecin'), async (c) => {
      const input = await jsonBody(c, ZTrackingPositionRequestSchema);
      const { reasons, etas } = await recordPosition(deps, callerOf(c).userId, input, new Date());
      c.get('log').info({ reasons, visits: etas.length }, 'carer position');
      return c.json({ reasons, etas }, 201);
    })
    .get('/bookings/:id/eta', requireCaller(deps), async (c) => {
      const id = uuidParam(c.req.param('id'));
      return c.json(await readBookingEta(deps, callerOf(c), id, new Date()));
    });
}

/** `/api/admin/tracking` (`field_map.read`, ADR 040): the live map and the carers to reassign a visit to. */
export function adminTrackingRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'field_map.read', 'field_map'))
    .get('/map', async (c) => c.json(await readFieldMap(deps, actorOf(c), new Date())))
    .get('/visits/:id/candidates', async (c) => {
      const id = uuidParam(c.req.param('id'));
      return c.json(await reassignCandidates(deps.db, id, new Date()));
    });
}
