import { ageOn, doualaToday } from '@sante/shared/calendar-date';
import { SUMMARY_DOCUMENTS, type PatientRecordSummary } from '@sante/shared/clinic-constants';
import { SEXES } from '@sante/shared/patient-constants';
import { DUE_DOSE_HORIZON_DAYS } from '@sante/shared/pev-schedule';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalDocuments, patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { healthEntryView, patientHealthEntries } from '../medical-record/health-entries';
import { documentView, NEWEST_DOCUMENTS_FIRST, patientDocuments } from '../medical-record/medical-documents';
import { doseStatuses, isReminder } from '../vaccinations/dose-statuses';
import { doseView } from '../vaccinations/vaccination-doses';
import { dosesOf } from '../vaccinations/vaccination-card';
import { careBasis, inCareOf, type ClinicActor } from './care-relationship';
import { isoOrNull, visitTimes } from './visit-times';

/** Audits a carer's read of a patient's record (ids only): `success`, or `denied` when no care relationship holds. */
export function auditRecordRead(
  db: Db,
  actor: ClinicActor,
  action: string,
  patientId: string,
  outcome: 'success' | 'denied',
  details: Record<string, string | number | boolean | null> = {},
) {
  return audit(db, {
    action,
    outcome,
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'patient',
    targetId: patientId,
    ip: actor.ip,
    requestId: actor.requestId,
    details,
  });
}

/** The patient, if in the carer's care now (`inCareOf`), with the basis and the visit times. */
async function patientInCare(db: Db, actor: ClinicActor, patientId: string, now: Date) {
  const { lastVisitAt, nextVisitAt } = visitTimes(actor.userId, userProfiles.userId, now);
  const [row] = await db
    .select({
      id: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
      city: userProfiles.city,
      neighbourhood: userProfiles.neighbourhood,
      dateOfBirth: patientProfiles.dateOfBirth,
      sex: patientProfiles.sex,
      bloodGroup: patientProfiles.bloodGroup,
      landmark: patientProfiles.landmark,
      latitude: patientProfiles.latitude,
      longitude: patientProfiles.longitude,
      basis: careBasis(actor.userId, userProfiles.userId, now),
      emergencyUntil: sql<number | null>`(select (extract(epoch from max(e.expires_at)) * 1000)::float8
        from emergency_accesses e where e.carer_id = ${actor.userId} and e.patient_id = ${userProfiles.userId}
        and e.expires_at > ${now.toISOString()}::timestamptz)`,
      lastVisitAt,
      nextVisitAt,
    })
    .from(userProfiles)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.userId, patientId),
        inCareOf(actor.userId, userProfiles.userId, now),
        eq(userProfiles.role, 'patient'),
        eq(userProfiles.status, 'active'),
      ),
    );
  return row;
}

type PatientInCare = NonNullable<Awaited<ReturnType<typeof patientInCare>>>;

/**
 * Runs `read` in a transaction once the patient is found in the carer's care; otherwise the refusal is audited
 * (`denied`, after the rolled-back transaction) and the answer is 404, as for an unknown id.
 */
export async function readInCare<T>(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  action: string,
  now: Date,
  read: (tx: Db, patient: PatientInCare) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const patient = await patientInCare(tx, actor, patientId, now);
    return patient ? { value: await read(tx, patient) } : null;
  });
  if (result) return result.value;
  await auditRecordRead(db, actor, action, patientId, 'denied');
  throw new AppError('not_found');
}

/**
 * `GET /api/doctor/patients/{id}/summary`: the one-page summary of a patient in the carer's care, in one request
 * (identity, age, allergies, conditions, treatments, vaccination status, the newest documents), read with the
 * medical record's own readers. Audited `patient_record.read` with the basis; the patient sees it in their settings.
 */
export async function readPatientSummary(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<PatientRecordSummary> {
  return readInCare(db, actor, patientId, 'patient_record.read', now, async (tx, patient) => {
    // One after the other: the statements of a transaction share one connection.
    const entries = await patientHealthEntries(tx, patientId);
    const doses = await dosesOf(tx, patientId, null);
    const documents = await patientDocuments(tx, patientId)
      .orderBy(...NEWEST_DOCUMENTS_FIRST)
      .limit(SUMMARY_DOCUMENTS);
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(medicalDocuments)
      .where(eq(medicalDocuments.patientId, patientId));
    const sex = SEXES.find((value) => value === patient.sex) ?? null;
    const today = doualaToday(now);
    const card = doseStatuses({ dateOfBirth: patient.dateOfBirth, sex }, doses.map(doseView), today);
    const ofKind = (kind: string) => entries.filter((entry) => entry.kind === kind).map(healthEntryView);
    await auditRecordRead(tx, actor, 'patient_record.read', patientId, 'success', { basis: patient.basis });
    return {
      patient: {
        id: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        age: ageOn(patient.dateOfBirth, now),
        sex,
        bloodGroup: patient.bloodGroup,
        phone: patient.phone,
        city: patient.city,
        neighbourhood: patient.neighbourhood,
        landmark: patient.landmark,
        latitude: patient.latitude,
        longitude: patient.longitude,
      },
      access: { basis: patient.basis, emergencyUntil: isoOrNull(patient.emergencyUntil) },
      allergies: ofKind('allergy'),
      conditions: ofKind('condition'),
      treatments: ofKind('treatment'),
      vaccination: {
        given: card.filter((entry) => entry.status === 'given').length,
        overdue: card
          .filter((entry) => entry.status === 'overdue')
          .map(({ vaccineCode, doseNumber, dueOn }) => ({ vaccineCode, doseNumber, dueOn })),
        dueSoon: card.filter((entry) => entry.status !== 'overdue' && isReminder(entry, today, DUE_DOSE_HORIZON_DAYS))
          .length,
      },
      documents: documents.map(documentView),
      documentCount: count?.count ?? 0,
      lastVisitAt: isoOrNull(patient.lastVisitAt),
      nextVisitAt: isoOrNull(patient.nextVisitAt),
    };
  });
}
