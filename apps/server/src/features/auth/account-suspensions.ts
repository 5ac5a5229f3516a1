import type { AccountSuspension, TAccountSuspension } from '@sante/shared/account-status-schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSuspensions } from '../../db/schema/profiles';
import { lifter, staffName, suspender, suspensionDates } from '../../lib/suspension-history';

type Suspension = { reason: TAccountSuspension['reason']; note: string };

/** Opens an account's suspension (its reason and staff's note), by `staffId` now. */
export async function openAccountSuspension(db: Db, userId: string, staffId: string, input: Suspension): Promise<void> {
  await db.insert(accountSuspensions).values({ userId, reason: input.reason, note: input.note, suspendedBy: staffId });
}

/** Closes the account's open suspension, if any: who lifted it and when. */
export async function liftAccountSuspension(db: Db, userId: string, staffId: string): Promise<void> {
  await db
    .update(accountSuspensions)
    .set({ liftedBy: staffId, liftedAt: new Date() })
    .where(and(eq(accountSuspensions.userId, userId), isNull(accountSuspensions.liftedAt)));
}

/** The account's latest suspension with the staff members' names, or null. */
export async function latestAccountSuspension(db: Db, userId: string): Promise<AccountSuspension | null> {
  const [row] = await db
    .select({
      reason: accountSuspensions.reason,
      note: accountSuspensions.note,
      suspendedAt: accountSuspensions.suspendedAt,
      suspendedBy: staffName(suspender),
      liftedAt: accountSuspensions.liftedAt,
      liftedBy: staffName(lifter),
    })
    .from(accountSuspensions)
    .leftJoin(suspender, eq(suspender.userId, accountSuspensions.suspendedBy))
    .leftJoin(lifter, eq(lifter.userId, accountSuspensions.liftedBy))
    .where(eq(accountSuspensions.userId, userId))
    .orderBy(desc(accountSuspensions.suspendedAt))
    .limit(1);
  return row ? suspensionDates(row) : null;
}
