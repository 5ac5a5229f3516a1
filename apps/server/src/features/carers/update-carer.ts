import type { AdminCarerDetail, ZAdminCarerUpdateRequestSchema } from '@sante/shared/carer-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, Caller } from '../../app-context';
import { user } from '../../db/schema/auth';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { assertStaffMay } from '../auth/staff-permission';
import { findCarer } from './carer-view';
import { readCarer } from './read-carer';

type UpdateInput = z.output<typeof ZAdminCarerUpdateRequestSchema>;

/**
 * Staff change the carer's names and whole professional profile, the Ordre number and the profession included
 * (the carer cannot: ADR 032). A carer without a profile gets one, pending verification. Audited with the
 * names of the fields changed, never their values.
 */
export async function updateCarer(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  carerId: string,
  input: UpdateInput,
): Promise<AdminCarerDetail> {
  const before = await findCarer(deps.db, carerId);
  await assertStaffMay(deps, req, caller, 'user.update', 'medecin', carerId);
  const { firstName, lastName, ...profile } = input;
  const values = { ...profile, bio: profile.bio || null };
  const changed = (Object.keys(input) as (keyof UpdateInput)[]).filter(
    (key) => (input[key] ?? null) !== (before[key] ?? null),
  );
  await deps.db.transaction(async (tx) => {
    await tx.update(userProfiles).set({ firstName, lastName }).where(eq(userProfiles.userId, carerId));
    await tx
      .update(user)
      .set({ name: `${firstName} ${lastName}` })
      .where(eq(user.id, carerId));
    await tx
      .insert(doctorProfiles)
      .values({ userId: carerId, ...values, status: 'pending_verification' })
      .onConflictDoUpdate({ target: doctorProfiles.userId, set: { ...values, updatedAt: new Date() } });
    await auditCaller(tx, req, caller, {
      action: 'admin.carer_update',
      targetType: 'user',
      targetId: carerId,
      details: { fields: changed.join(',') },
    });
  });
  deps.sessionCache.forgetUser(carerId);
  return readCarer(deps, req, caller, carerId);
}
