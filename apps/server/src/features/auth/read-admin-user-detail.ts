import type { AdminUserDetail } from '@sante/shared/account-status-schemas';
import { SLOT_HOLDING_STATUSES } from '@sante/shared/booking-constants';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { latestAccountSuspension } from './account-suspensions';
import { findAdminUser } from './admin-user-view';

/** One account as `/admin/utilisateurs` shows it: the account, its latest suspension and its bookings to come. */
export async function readAdminUserDetail(db: Db, userId: string): Promise<AdminUserDetail> {
  const found = await findAdminUser(db, userId);
  const [[upcoming], suspension] = await Promise.all([
    db
      .select({ total: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.patientId, userId),
          inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
          gt(bookings.startsAt, new Date()),
        ),
      ),
    latestAccountSuspension(db, userId),
  ]);
  return { ...found, createdAt: found.createdAt.toISOString(), upcomingBookings: upcoming?.total ?? 0, suspension };
}
