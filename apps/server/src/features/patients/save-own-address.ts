import type { PatientProfile, ZPatientAddressRequestSchema } from '@sante/shared/patient-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { auditActor, type Actor } from './patient-actor';
import { getOwnPatientProfile } from './patient-profile';

type AddressInput = z.output<typeof ZPatientAddressRequestSchema>;

/**
 * `PUT /api/patients/me/address`: the address typed in a booking becomes the profile's (city and quartier on the
 * account, point de repère and position in the patient's details), nothing else of the profile changes. Audited.
 */
export async function saveOwnAddress(
  deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>,
  actor: Actor,
  input: AddressInput,
): Promise<PatientProfile> {
  const { city, neighbourhood, ...details } = input;
  await deps.db.transaction(async (tx) => {
    const [identity] = await tx
      .update(userProfiles)
      .set({ city, neighbourhood })
      .where(eq(userProfiles.userId, actor.userId))
      .returning({ userId: userProfiles.userId });
    if (!identity) throw new AppError('user_not_found');
    await tx
      .insert(patientProfiles)
      .values({ userId: actor.userId, ...details })
      .onConflictDoUpdate({ target: patientProfiles.userId, set: { ...details, updatedAt: new Date() } });
    await auditActor(tx, actor, {
      action: 'patient_profile.save_address',
      targetType: 'patient_profile',
      targetId: actor.userId,
    });
  });
  deps.sessionCache.forgetUser(actor.userId);
  return getOwnPatientProfile(deps, actor.userId);
}
