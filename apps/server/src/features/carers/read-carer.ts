import type { AdminCarerDetail } from '@sante/shared/carer-schemas';
import { SLOT_HOLDING_STATUSES } from '@sante/shared/booking-constants';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { assertStaffMay } from '../auth/staff-permission';
import { latestSuspension } from './carer-suspensions';
import { findCarer } from './carer-view';

/** `/admin/medecins/edit/{id}`: the carer, the bookings they still hold and their latest suspension (audited read). */
export async function readCarer(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  carerId: string,
): Promise<AdminCarerDetail> {
  await assertStaffMay(deps, req, caller, 'user.read', 'medecin', carerId);
  const carer = await findCarer(deps.db, carerId);
  const [upcoming] = await deps.db
    .select({ total: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.doctorId, carerId),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        gt(bookings.startsAt, new Date()),
      ),
    );
  await auditCaller(deps.db, req, caller, { action: 'admin.carer_read', targetType: 'user', targetId: carerId });
  return { ...carer, upcomingBookings: upcoming?.total ?? 0, suspension: await latestSuspension(deps.db, carerId) };
}
