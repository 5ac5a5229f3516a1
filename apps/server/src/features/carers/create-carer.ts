import type { AdminCarer, ZAdminCarerCreateRequestSchema } from '@sante/shared/carer-schemas';
import type { z } from 'zod';
import type { AppDeps, Caller } from '../../app-context';
import { doctorProfiles } from '../../db/schema/doctors';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { createUser } from '../auth/create-user';
import { queueInvitation } from '../auth/manage-users';
import { assertStaffMay } from '../auth/staff-permission';
import { assertDeliverable } from '../messaging/create-senders';
import { findCarer } from './carer-view';

type CreateInput = z.output<typeof ZAdminCarerCreateRequestSchema>;

/**
 * `/admin/medecins/create`: the `medecin` account without a password, its professional profile pending
 * verification, and the invitation to the carer's own e-mail (the invitation flow of ADR 021), in one transaction.
 */
export async function createCarer(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  input: CreateInput,
): Promise<AdminCarer> {
  await assertStaffMay(deps, req, caller, 'user.create', 'medecin', null);
  assertDeliverable(deps.env, 'email');
  const { firstName, lastName, email, phone, ...profile } = input;
  const userId = await deps.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      role: 'medecin',
      firstName,
      lastName,
      email,
      phone,
      password: null,
      city: profile.city,
    });
    await tx.insert(doctorProfiles).values({
      userId: created.userId,
      ...profile,
      bio: profile.bio || null,
      status: 'pending_verification',
    });
    await queueInvitation(deps, tx, { userId: created.userId, role: 'medecin', email });
    await auditCaller(tx, req, caller, {
      action: 'admin.carer_create',
      targetType: 'user',
      targetId: created.userId,
      details: { profession: profile.profession },
    });
    return created.userId;
  });
  return findCarer(deps.db, userId);
}
