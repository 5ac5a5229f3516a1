import type { CarerSex } from '@sante/shared/doctor-constants';
import type { DoctorProfile, ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
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
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's own professional profile (scoped by the caller's id in the query). */
export async function getOwnDoctorProfile(db: Db, userId: string): Promise<DoctorProfile | null> {
  const [row] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId));
  return row ? view(row) : null;
}

/** Creates or replaces the caller's professional profile, with an audit row in the same transaction. */
export async function saveOwnDoctorProfile(db: Db, actor: Actor, input: ProfileInput): Promise<DoctorProfile> {
  return db.transaction(async (tx) => {
    const values = { ...input, sex: input.sex ?? null, bio: input.bio || null };
    const [row] = await tx
      .insert(doctorProfiles)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: doctorProfiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('doctor profile upsert returned no row');
    await audit(tx, {
      action: 'doctor_profile.save',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'doctor_profile',
      targetId: actor.userId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return view(row);
  });
}
