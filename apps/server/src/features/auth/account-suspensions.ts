import type { AccountSuspension, TAccountSuspension } from '@sante/shared/account-status-schemas';
import { and, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accountSuspensions, userProfiles } from '../../db/schema/profiles';

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

const suspender = alias(userProfiles, 'suspender');
const lifter = alias(userProfiles, 'lifter');
const fullName = (profile: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${profile.firstName} || ' ' || ${profile.lastName}), '')`;

/** The account's latest suspension with the staff members' names, or null. */
export async function latestAccountSuspension(db: Db, userId: string): Promise<AccountSuspension | null> {
  const [row] = await db
    .select({
      reason: accountSuspensions.reason,
      note: accountSuspensions.note,
      suspendedAt: accountSuspensions.suspendedAt,
      suspendedBy: fullName(suspender),
      liftedAt: accountSuspensions.liftedAt,
      liftedBy: fullName(lifter),
    })
    .from(accountSuspensions)
    .leftJoin(suspender, eq(suspender.userId, accountSuspensions.suspendedBy))
    .leftJoin(lifter, eq(lifter.userId, accountSuspensions.liftedBy))
    .where(eq(accountSuspensions.userId, userId))
    .orderBy(desc(accountSuspensions.suspendedAt))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    suspendedAt: row.suspendedAt.toISOString(),
    liftedAt: row.liftedAt ? row.liftedAt.toISOString() : null,
  };
}
