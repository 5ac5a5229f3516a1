import type { ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import type { Viewer } from '../bookings/booking-scope';
import { selectImmediateRequests } from './immediate-view';
import { isOnVideoDuty } from './on-duty';

/**
 * `GET /api/teleconsultations/immediate`, scoped in the query: a patient their own requests; a doctor the open
 * ones while on video duty, and those they accepted; staff every one; anyone else none.
 */
export async function listImmediate(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  now: Date,
): Promise<ImmediateRequestView[]> {
  if (viewer.role === 'patient') {
    return selectImmediateRequests(deps.db, eq(immediateConsultations.patientId, viewer.userId));
  }
  if (viewer.role === 'medecin') {
    const mine = eq(immediateConsultations.doctorId, viewer.userId);
    const open = and(eq(immediateConsultations.status, 'open'), gt(immediateConsultations.expiresAt, now));
    return selectImmediateRequests(deps.db, (await isOnVideoDuty(deps.db, viewer.userId, now)) ? or(mine, open) : mine);
  }
  if (viewer.role !== null && isStaffRole(viewer.role)) {
    return selectImmediateRequests(deps.db, undefined, { withPhone: true });
  }
  return selectImmediateRequests(deps.db, sql`false`);
}
