import {
  ZDoctorAvailabilityRequestSchema,
  ZDoctorSlotsQuerySchema,
  ZFirstAvailableQuerySchema,
} from '@sante/shared/availability-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { optionalCaller } from '../auth/optional-caller';
import { getDoctorSlots } from './doctor-slots';
import { findFirstAvailable } from './first-available';
import { getOwnAvailability, saveOwnAvailability } from './own-availability';

/**
 * Doctors' availability (`/dashboard-medecin/disponibilites`) and the public free slots: `/api/doctors/me/availability`,
 * `/api/doctors/{id}/slots`, `/api/availability/first-available`.
 */
export function availabilityRoutes(deps: AppDeps) {
  const doctorOnly = requireRole(deps, 'medecin');
  return new Hono<AppBindings>()
    .get('/doctors/me/availability', doctorOnly, async (c) =>
      c.json({ availability: await getOwnAvailability(deps.db, callerOf(c).userId) }),
    )
    .put('/doctors/me/availability', doctorOnly, async (c) => {
      const input = await jsonBody(c, ZDoctorAvailabilityRequestSchema);
      const caller = callerOf(c);
      const actor = { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json({ availability: await saveOwnAvailability(deps.db, actor, input) });
    })
    .get('/doctors/:id/slots', async (c) => {
      const doctorId = uuidParam(c.req.param('id'));
      const query = parseWith(ZDoctorSlotsQuerySchema, c.req.query());
      const caller = await optionalCaller(deps, c);
      const anyStatus = caller?.userId === doctorId || isStaffRole(caller?.role);
      return c.json(await getDoctorSlots(deps.db, doctorId, query, new Date(), anyStatus));
    })
    .get('/availability/first-available', async (c) => {
      const query = parseWith(ZFirstAvailableQuerySchema, c.req.query());
      return c.json(await findFirstAvailable(deps.db, query, new Date()));
    });
}
