import { EMERGENCY_ACCESS, type EmergencyAccessView } from '@sante/shared/clinic-constants';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { emergencyAccesses } from '../../db/schema/clinic';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClinicActor } from './care-relationship';
import { auditRecordRead } from './read-patient-summary';

/**
 * `POST /api/doctor/patients/{id}/emergency-access` (« Accès d'urgence »): opens the record of any active patient
 * to the carer for `EMERGENCY_ACCESS.hours`, for the reason typed (validated by the route). Audited in the same
 * transaction; staff review it and the patient sees it in their settings.
 */
export async function openEmergencyAccess(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  reason: string,
  now: Date,
): Promise<{ id: string; expiresAt: string }> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(
        and(eq(userProfiles.userId, patientId), eq(userProfiles.role, 'patient'), eq(userProfiles.status, 'active')),
      );
    if (!patient) throw new AppError('not_found');
    const [access] = await tx
      .insert(emergencyAccesses)
      .values({
        carerId: actor.userId,
        patientId,
        reason,
        openedAt: now,
        expiresAt: new Date(now.getTime() + EMERGENCY_ACCESS.hours * 3_600_000),
      })
      .returning({ id: emergencyAccesses.id, expiresAt: emergencyAccesses.expiresAt });
    if (!access) throw new Error('emergency access insert returned no row');
    await auditRecordRead(tx, actor, 'patient_record.emergency_open', patientId, 'success', { accessId: access.id });
    return { id: access.id, expiresAt: access.expiresAt.toISOString() };
  });
}

const carer = alias(userProfiles, 'carer_profile');
const patient = alias(userProfiles, 'patient_profile');

/** Emergency accesses matching `where`, newest first, with the carer (titled by profession) and the patient. */
export async function emergencyAccessViews(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<EmergencyAccessView[]> {
  const rows = await db
    .select({
      access: emergencyAccesses,
      carerFirstName: carer.firstName,
      carerLastName: carer.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
    })
    .from(emergencyAccesses)
    .innerJoin(carer, eq(carer.userId, emergencyAccesses.carerId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, emergencyAccesses.carerId))
    .innerJoin(patient, eq(patient.userId, emergencyAccesses.patientId))
    .where(where)
    .orderBy(desc(emergencyAccesses.openedAt))
    .limit(limit);
  return rows.map(({ access, ...row }) => ({
    id: access.id,
    carer: {
      id: access.carerId,
      firstName: row.carerFirstName,
      lastName: row.carerLastName,
      profession: row.profession ?? 'medecin',
      sex: row.sex ?? null,
    },
    patient: { id: access.patientId, firstName: row.patientFirstName, lastName: row.patientLastName },
    reason: access.reason,
    openedAt: access.openedAt.toISOString(),
    expiresAt: access.expiresAt.toISOString(),
    reviewedAt: access.reviewedAt?.toISOString() ?? null,
  }));
}

/** Staff: the emergency accesses to review (`pending`: not reviewed yet), newest first. Audited (count). */
export async function listEmergencyAccesses(db: Db, actor: ClinicActor, pending: boolean) {
  const accesses = await emergencyAccessViews(db, pending ? isNull(emergencyAccesses.reviewedAt) : undefined, 200);
  await auditStaff(db, actor, 'emergency_access.list', null, { count: accesses.length });
  return accesses;
}

/** Staff: marks an emergency access reviewed (once; a second time answers the same). */
export async function reviewEmergencyAccess(db: Db, actor: ClinicActor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emergencyAccesses)
      .set({ reviewedAt: now, reviewedBy: actor.userId })
      .where(and(eq(emergencyAccesses.id, id), isNull(emergencyAccesses.reviewedAt)))
      .returning({ id: emergencyAccesses.id });
    if (row) await auditStaff(tx, actor, 'emergency_access.review', id);
    const [view] = await emergencyAccessViews(tx, eq(emergencyAccesses.id, id), 1);
    if (!view) throw new AppError('not_found');
    return view;
  });
}

function auditStaff(
  db: Db,
  actor: ClinicActor,
  action: string,
  id: string | null,
  details: Record<string, number> = {},
) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'emergency_access',
    targetId: id,
    ip: actor.ip,
    requestId: actor.requestId,
    details,
  });
}
