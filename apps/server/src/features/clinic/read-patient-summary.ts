import { ageOn, doualaToday } from '@sante/shared/calendar-date';
import type { PatientRecordSummary } from '@sante/shared/clinic-constants';
import { SEXES } from '@sante/shared/patient-constants';
import { DUE_DOSE_HORIZON_DAYS } from '@sante/shared/pev-schedule';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { labResultView } from '../lab-results/lab-result-view';
import { healthEntryView } from '../medical-record/health-entries';
import { doseStatuses, isReminder } from '../vaccinations/dose-statuses';
import { doseView } from '../vaccinations/vaccination-doses';
import { careBasis, emergencyUntil, inCareOf, type ClinicActor } from './care-relationship';
import { amendmentView, noteView } from './note-view';
import { decodeSummaryLists, selectPatientSummary } from './patient-summary-statement';
import { savedScoreView } from './saved-scores';
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
      emergencyUntil: emergencyUntil(actor.userId, userProfiles.userId, now),
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
 * `GET /api/doctor/patients/{id}/summary`: the one-page summary of a patient in the carer's care, in one request and
 * one statement (`selectPatientSummary`): identity, age, allergies, conditions, treatments, vaccination status, the
 * last signed notes, the newest results (abnormal ones counted), scores and documents, how many prescriptions the
 * carer may read (their section loads them after), read with the record's own views. Audited `patient_record.read` with the basis (by the statement); the patient sees it in their settings.
 * Outside a care relationship the refusal is audited `denied` and the answer is 404, as for an unknown id.
 */
export async function readPatientSummary(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<PatientRecordSummary> {
  const row = await selectPatientSummary(db, actor, patientId, now);
  if (!row) {
    await auditRecordRead(db, actor, 'patient_record.read', patientId, 'denied');
    throw new AppError('not_found');
  }
  const lists = decodeSummaryLists(row);
  const sex = SEXES.find((value) => value === row.sex) ?? null;
  const today = doualaToday(now);
  const card = doseStatuses({ dateOfBirth: row.date_of_birth, sex }, lists.doses.map(doseView), today);
  const ofKind = (kind: string) => lists.entries.filter((entry) => entry.kind === kind).map(healthEntryView);
  const name = { firstName: row.first_name, lastName: row.last_name };
  return {
    patient: {
      id: row.id,
      ...name,
      dateOfBirth: row.date_of_birth,
      age: ageOn(row.date_of_birth, now),
      sex,
      bloodGroup: row.blood_group,
      phone: row.phone,
      city: row.city,
      neighbourhood: row.neighbourhood,
      landmark: row.landmark,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    access: { basis: row.basis, emergencyUntil: isoOrNull(row.emergency_until) },
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
    documents: lists.documents,
    documentCount: row.document_count,
    scores: lists.scores.map((score) => savedScoreView(score, lists.carers)),
    recentNotes: lists.notes.map(({ note, visitAt, carerId }) => ({
      ...noteView(
        note,
        lists.amendments
          .filter((amendment) => amendment.bookingId === note.bookingId)
          .map((amendment) => amendmentView(amendment, lists.carers)),
      ),
      author: carerId ? (lists.carers.get(carerId) ?? null) : null,
      visitAt,
    })),
    signedNoteCount: row.signed_note_count,
    recentResults: lists.results.map((result) => labResultView(result, name, lists.carers)),
    resultCount: row.result_count,
    abnormalResultCount: row.abnormal_result_count,
    prescriptionCount: row.prescription_count,
    lastVisitAt: isoOrNull(row.last_visit_at),
    nextVisitAt: isoOrNull(row.next_visit_at),
  };
}
