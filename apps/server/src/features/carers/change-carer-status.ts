import type { AdminCarerDetail, ZAdminCarerStatusRequestSchema } from '@sante/shared/carer-schemas';
import { CARER_TRANSITIONS } from '@sante/shared/doctor-constants';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, Caller } from '../../app-context';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { revokeSessions } from '../auth/revoke-sessions';
import { assertStaffMay } from '../auth/staff-permission';
import { liftSuspension, openSuspension } from './carer-suspensions';
import { findCarer } from './carer-view';
import { readCarer } from './read-carer';

type StatusInput = z.output<typeof ZAdminCarerStatusRequestSchema>;

/**
 * Verify (`active`), suspend, reactivate or delete a carer, as `CARER_TRANSITIONS` allows (409
 * `carer_invalid_transition` otherwise). Verifying needs a professional profile. Deleting marks the account's
 * profile deleted and closes its sessions (the account and its history stay). A suspension records its reason and
 * who suspended; leaving it (reactivated or deleted) records who and when (ADR 051). Audited (from, to, reason's
 * kind; the note stays in the suspension's row).
 */
export async function changeCarerStatus(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  carerId: string,
  input: StatusInput,
): Promise<AdminCarerDetail> {
  const carer = await findCarer(deps.db, carerId);
  await assertStaffMay(deps, req, caller, 'user.update', 'medecin', carerId);
  if (!CARER_TRANSITIONS[carer.status].includes(input.status) || (input.status === 'active' && !carer.hasProfile))
    throw new AppError('carer_invalid_transition');
  await deps.db.transaction(async (tx) => {
    if (input.status === 'deleted') {
      await tx.update(userProfiles).set({ status: 'deleted' }).where(eq(userProfiles.userId, carerId));
      await revokeSessions(deps, { userId: carerId }, tx);
    } else {
      await tx
        .update(doctorProfiles)
        .set({ status: input.status, updatedAt: new Date() })
        .where(eq(doctorProfiles.userId, carerId));
    }
    if (carer.status === 'suspended') await liftSuspension(tx, carerId, caller.userId);
    if (input.status === 'suspended' && input.suspension)
      await openSuspension(tx, carerId, caller.userId, input.suspension);
    await auditCaller(tx, req, caller, {
      action: 'admin.carer_status_change',
      targetType: 'user',
      targetId: carerId,
      details: { from: carer.status, to: input.status, reason: input.suspension?.reason ?? null },
    });
  });
  deps.sessionCache.forgetUser(carerId);
  return readCarer(deps, req, caller, carerId);
}
