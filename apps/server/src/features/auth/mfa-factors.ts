import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { findAdminUser } from './admin-user-view';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { assertStaffMay, governingRole } from './staff-permission';

export type FactorView = { id: string; factorType: 'totp'; status: 'verified' | 'unverified'; createdAt: string };

export async function factorsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<FactorView[]> {
  const rows = await deps.db
    .select({ id: mfaFactors.id, status: mfaFactors.status, createdAt: mfaFactors.createdAt })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt));
  return rows.map((row) => ({
    id: row.id,
    factorType: 'totp',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Removes a factor of `userId` (scoped in the query: another user's factor id is a 404). */
export async function removeFactor(deps: Pick<AppDeps, 'db'>, userId: string, factorId: string): Promise<void> {
  const deleted = await deps.db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
    .returning({ id: mfaFactors.id });
  if (deleted.length === 0) throw new AppError('mfa_factor_not_found');
}

export async function listUserFactors(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  userId: string,
): Promise<FactorView[]> {
  const target = await findAdminUser(deps.db, userId);
  await assertStaffMay(deps, req, caller, 'mfa.list', await governingRole(deps.db, target), userId);
  const factors = await factorsOf(deps, userId);
  await auditCaller(deps.db, req, caller, { action: 'admin.factor_list', targetType: 'user', targetId: userId });
  return factors;
}

/** Staff remove a factor of another account: the table decides (a staff account's factors: super_admin only). */
export async function deleteUserFactor(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  userId: string,
  factorId: string,
): Promise<void> {
  const target = await findAdminUser(deps.db, userId);
  await assertStaffMay(deps, req, caller, 'mfa.remove', await governingRole(deps.db, target), userId);
  await removeFactor(deps, userId, factorId);
  await auditCaller(deps.db, req, caller, {
    action: 'admin.factor_delete',
    targetType: 'user',
    targetId: userId,
    details: { factorId },
  });
}
