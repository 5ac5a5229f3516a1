import type { CarerSex } from '@sante/shared/doctor-constants';
import type { DoctorProfile, ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';

/** `sex` may be left out by in-process callers (seeds, tests): not given. */
type ProfileInput = Omit<z.output<typeof ZDoctorProfileRequestSchema>, 'sex'> & { sex?: CarerSex | null };
type Actor = { userId: string; role: string | null; ip: string; requestId: string };

function view(row: typeof doctorProfiles.$inferSelect): DoctorProfile {
  return {
    userId: row.userId,
    profession: row.profession,
    sex: row.sex,
    specialty: row.specialty,
    licenceNumber: row.licenceNumber,
    city: row.city as DoctorProfile['city'],
    yearsOfExperience: row.yearsOfExperience,
    bio: row.bio,
    consultationFeeXaf: row.consultationFeeXaf,
    homeVisitRadiusKm: row.homeVisitRadiusKm,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    facility: row.facility,
    zone: row.zone,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's own professional profile (scoped by the caller's id in the query). */
export async function getOwnDoctorProfile(db: Db, userId: string): Promise<DoctorProfile | null> {
  const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId));
  return row ? view(row) : null;
}

/**
 * Creates or updates the caller's professional profile, with an audit row in the same transaction. A profile the
 * doctor creates waits for staff to verify it (`pending_verification`, ADR 032); once it exists, the Ordre number
 * and the profession are staff's to change (403 `professional_identity_locked`, nothing saved).
 */
export async function saveOwnDoctorProfile(db: Db, actor: Actor, input: ProfileInput): Promise<DoctorProfile> {
  const saved = await db.transaction(async (tx) => {
    const values = { ...input, sex: input.sex ?? null, bio: input.bio || null };
    const [current] = await tx
      .select({ profession: doctorProfiles.profession, licenceNumber: doctorProfiles.licenceNumber })
      .from(doctorProfiles)
      .where(eq(doctorProfiles.userId, actor.userId))
      .for('update');
    if (current && (current.profession !== input.profession || current.licenceNumber !== input.licenceNumber))
      return null;
    const [row] = current
      ? await tx.update(doctorProfiles).set(values).where(eq(doctorProfiles.userId, actor.userId)).returning()
      : await tx
          .insert(doctorProfiles)
          .values({ userId: actor.userId, ...values, status: 'pending_verification' })
          .returning();
    if (!row) throw new Error('doctor profile save returned no row');
    await audit(tx, { ...auditOf(actor), action: 'doctor_profile.save', outcome: 'success' });
    return view(row);
  });
  if (saved) return saved;
  await audit(db, { ...auditOf(actor), action: 'doctor_profile.save', outcome: 'denied' });
  throw new AppError('professional_identity_locked');
}

function auditOf(actor: Actor) {
  return {
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'doctor_profile',
    targetId: actor.userId,
    ip: actor.ip,
    requestId: actor.requestId,
  };
}
