import type { PatientProfile, TPatientProfileValues } from '@sante/shared/patient-schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { checkCurrentPassword } from '../auth/check-current-password';
import { recordContactChange } from '../auth/contact-changes';
import { PHONE_EMAIL_DOMAIN, uniqueViolation } from '../auth/create-user';
import { auditActor, type Actor } from './patient-actor';
import { profileCompletion } from './profile-completion';
import { signedPhotoUrl } from './profile-photo';

async function readRow(db: Db, userId: string) {
  const [row] = await db
    .select({ identity: userProfiles, details: patientProfiles })
    .from(userProfiles)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  if (!row) throw new AppError('user_not_found');
  return row;
}

async function view(
  deps: Pick<AppDeps, 'db' | 'env'>,
  row: Awaited<ReturnType<typeof readRow>>,
): Promise<PatientProfile> {
  const { identity, details } = row;
  const facts = {
    dateOfBirth: details?.dateOfBirth ?? null,
    sex: details?.sex ?? null,
    city: identity.city,
    neighbourhood: identity.neighbourhood,
    bloodGroup: details?.bloodGroup ?? null,
    emergencyContactName: details?.emergencyContactName ?? null,
    emergencyContactPhone: details?.emergencyContactPhone ?? null,
    email: identity.email,
    hasPhoto: Boolean(details?.photoObjectId),
  };
  return {
    userId: identity.userId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    phone: identity.phone,
    email: identity.email,
    dateOfBirth: facts.dateOfBirth,
    sex: facts.sex as PatientProfile['sex'],
    bloodGroup: facts.bloodGroup as PatientProfile['bloodGroup'],
    city: identity.city as PatientProfile['city'],
    neighbourhood: identity.neighbourhood,
    landmark: details?.landmark ?? null,
    latitude: details?.latitude ?? null,
    longitude: details?.longitude ?? null,
    emergencyContactName: facts.emergencyContactName,
    emergencyContactPhone: facts.emergencyContactPhone,
    emergencyContactRelation: details?.emergencyContactRelation ?? null,
    photo: details?.photoObjectId ? await signedPhotoUrl(deps, details.photoObjectId) : null,
    completion: profileCompletion(facts),
  };
}

/** The caller's own profile (identity from `user_profiles`, the rest from `patient_profiles`), scoped by id. */
export async function getOwnPatientProfile(deps: Pick<AppDeps, 'db' | 'env'>, userId: string): Promise<PatientProfile> {
  return view(deps, await readRow(deps.db, userId));
}

/**
 * Saves the caller's profile in one transaction with its audit row; names and email are mirrored on the
 * better-auth user (sign-in by email uses it). Email taken by another account: 409 `email_exists`. A new
 * e-mail needs the current password and sends the previous contact an undo link (ADR 022).
 */
export async function saveOwnPatientProfile(
  deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>,
  actor: Actor,
  input: TPatientProfileValues,
): Promise<PatientProfile> {
  const { firstName, lastName, email, city, neighbourhood, currentPassword, ...details } = input;
  const [before] = await deps.db
    .select({ email: userProfiles.email, phone: userProfiles.phone, language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, actor.userId));
  const previousEmail = before?.email ?? null;
  const emailChanged = (email ?? null) !== previousEmail;
  if (emailChanged)
    await checkCurrentPassword(deps.db, actor.userId, currentPassword, {
      field: 'currentPassword',
      message: 'validation.invalidCurrentPassword',
    });
  try {
    await deps.db.transaction(async (tx) => {
      if (email) {
        const [clash] = await tx
          .select({ userId: userProfiles.userId })
          .from(userProfiles)
          .where(and(eq(userProfiles.email, email), ne(userProfiles.userId, actor.userId)));
        if (clash) throw new AppError('email_exists', { fieldErrors: { email: ['validation.emailExists'] } });
      }
      const [identity] = await tx
        .update(userProfiles)
        .set({ firstName, lastName, email, city, neighbourhood })
        .where(eq(userProfiles.userId, actor.userId))
        .returning({ phone: userProfiles.phone });
      if (!identity) throw new AppError('user_not_found');
      // Without an email the account signs in with its phone: refuse to leave it with neither.
      if (!email && !identity.phone)
        throw new AppError('validation_failed', { fieldErrors: { email: ['validation.required'] } });
      await tx
        .update(user)
        .set({ name: `${firstName} ${lastName}`, email: email ?? `${actor.userId}@${PHONE_EMAIL_DOMAIN}` })
        .where(eq(user.id, actor.userId));
      await tx
        .insert(patientProfiles)
        .values({ userId: actor.userId, ...details })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: { ...details, updatedAt: new Date() } });
      if (emailChanged) {
        const notifyTo = previousEmail ?? identity.phone;
        await recordContactChange(tx, deps.env, {
          userId: actor.userId,
          kind: 'email',
          previous: previousEmail,
          next: email ?? null,
          notify: notifyTo ? { channel: previousEmail ? 'email' : 'sms', recipient: notifyTo } : null,
          locale: before?.language ?? 'fr',
        });
      }
      await auditActor(tx, actor, {
        action: 'patient_profile.save',
        targetType: 'patient_profile',
        targetId: actor.userId,
      });
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  deps.sessionCache.forgetUser(actor.userId);
  return getOwnPatientProfile(deps, actor.userId);
}
