import type { CarerSuspension, TSuspension } from '@sante/shared/carer-schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carerSuspensions } from '../../db/schema/doctors';
import { lifter, staffName, suspender, suspensionDates } from '../../lib/suspension-history';

type Suspension = { reason: TSuspension['reason']; note: string };

/** Opens a suspension (its reason and staff's note), by `staffId` now. */
export async function openSuspension(db: Db, carerId: string, staffId: string, input: Suspension): Promise<void> {
  await db.insert(carerSuspensions).values({ carerId, reason: input.reason, note: input.note, suspendedBy: staffId });
}

/** Closes the carer's open suspension, if any: who reactivated and when. */
export async function liftSuspension(db: Db, carerId: string, staffId: string): Promise<void> {
  await db
    .update(carerSuspensions)
    .set({ liftedBy: staffId, liftedAt: new Date() })
    .where(and(eq(carerSuspensions.carerId, carerId), isNull(carerSuspensions.liftedAt)));
}

/** The carer's latest suspension with the staff members' names, or null. */
export async function latestSuspension(db: Db, carerId: string): Promise<CarerSuspension | null> {
  const [row] = await db
    .select({
      reason: carerSuspensions.reason,
      note: carerSuspensions.note,
      suspendedAt: carerSuspensions.suspendedAt,
      suspendedBy: staffName(suspender),
      liftedAt: carerSuspensions.liftedAt,
      liftedBy: staffName(lifter),
    })
    .from(carerSuspensions)
    .leftJoin(suspender, eq(suspender.userId, carerSuspensions.suspendedBy))
    .leftJoin(lifter, eq(lifter.userId, carerSuspensions.liftedBy))
    .where(eq(carerSuspensions.carerId, carerId))
    .orderBy(desc(carerSuspensions.suspendedAt))
    .limit(1);
  return row ? suspensionDates(row) : null;
}
