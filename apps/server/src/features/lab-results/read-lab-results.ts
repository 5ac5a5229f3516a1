import { PATIENT_RESULTS_PAGE, type LabResultView, type PatientResultsPage } from '@sante/shared/lab-result-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labResults } from '../../db/schema/tasks';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { auditRecordRead, readInCare } from '../clinic/read-patient-summary';
import { completeAutomaticTask } from '../tasks/task-view';
import { signedResultFileUrl } from './lab-result-files';
import { auditResult, byPatient, labResultViews, visibleToPatient } from './lab-result-view';

/** `GET /api/admin/results` (`results.manage`): the latest uploads, or one patient's. Audited (count). */
export async function listUploadedResults(db: Db, actor: ClinicActor, patientId?: string) {
  const results = await labResultViews(db, patientId ? eq(labResults.patientId, patientId) : undefined);
  await auditResult(db, actor, 'lab_result.list', null, { count: results.length });
  return results;
}

/**
 * `GET /api/doctor/patients/{id}/results?before=`: a patient's results for a carer in a care relationship
 * (`inCareOf`), newest first, a page of `PATIENT_RESULTS_PAGE` at a time (keyset: after the result `before`, an id
 * of the same patient; any other id is a 404). Audited with the page's count.
 */
export async function listPatientResults(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
  before?: string,
): Promise<PatientResultsPage> {
  return readInCare(db, actor, patientId, 'patient_results.list', now, async (tx) => {
    let after: SQL | undefined;
    if (before) {
      const [cursor] = await tx
        .select({ createdAt: labResults.createdAt })
        .from(labResults)
        .where(byPatient(patientId, eq(labResults.id, before)));
      if (!cursor) throw new AppError('not_found');
      after = sql`(${labResults.createdAt}, ${labResults.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${before}::uuid)`;
    }
    const rows = await labResultViews(tx, byPatient(patientId, after), PATIENT_RESULTS_PAGE + 1);
    const results = rows.slice(0, PATIENT_RESULTS_PAGE);
    await auditRecordRead(tx, actor, 'patient_results.list', patientId, 'success', { count: results.length });
    return { results, nextCursor: rows.length > PATIENT_RESULTS_PAGE ? (results.at(-1)?.id ?? null) : null };
  });
}

/** `GET /api/doctor/patients/{id}/results/{resultId}/file`: the file's signed URL (patient in care, their result). */
export async function patientResultFileUrl(
  db: Db,
  secret: string,
  actor: ClinicActor,
  patientId: string,
  resultId: string,
  now: Date,
): Promise<SignedDocumentUrl> {
  return readInCare(db, actor, patientId, 'patient_result.file', now, async (tx) => {
    const [row] = await tx
      .select({ objectId: labResults.objectId })
      .from(labResults)
      .where(byPatient(patientId, eq(labResults.id, resultId)));
    if (!row) throw new AppError('not_found');
    const signed = await signedResultFileUrl(tx, secret, row.objectId);
    await auditRecordRead(tx, actor, 'patient_result.file', patientId, 'success', { resultId });
    return signed;
  });
}

/**
 * `POST /api/doctor/results/{id}/release`: the reviewing doctor releases a result to the patient (scoped in the
 * query: `doctor_id` = caller; anyone else's is 404). Completes the « résultat à revoir » task. Audited; a second
 * release answers the same.
 */
export async function releaseLabResult(db: Db, actor: ClinicActor, id: string, now: Date): Promise<LabResultView> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: labResults.id, releasedAt: labResults.releasedAt })
      .from(labResults)
      .where(and(eq(labResults.id, id), eq(labResults.doctorId, actor.userId)));
    if (!owned) throw new AppError('not_found');
    if (!owned.releasedAt) {
      await tx
        .update(labResults)
        .set({ releasedAt: now, releasedBy: actor.userId })
        .where(and(eq(labResults.id, id), isNull(labResults.releasedAt)));
      await completeAutomaticTask(tx, 'result_review', id, now);
      await auditResult(tx, actor, 'lab_result.release', id);
    }
    const [view] = await labResultViews(tx, eq(labResults.id, id));
    if (!view) throw new AppError('not_found');
    return view;
  });
}

/** `GET /api/results` (patient): my results once released or 48 h after their upload. Audited (count). */
export async function listMyResults(db: Db, actor: ClinicActor, now: Date): Promise<LabResultView[]> {
  const results = await labResultViews(db, byPatient(actor.userId, visibleToPatient(now)));
  await auditResult(db, actor, 'lab_result.list_own', null, { count: results.length });
  return results;
}

/** `GET /api/results/{id}/file` (patient): the file of one of my visible results; a hidden one is 404. */
/**
 * `GET /api/admin/results/{id}/file` (`results.manage`): staff open the file of any uploaded result (to check
 * what they filed), as a 5-minute signed URL; audited with the patient.
 */
export async function staffResultFileUrl(
  db: Db,
  secret: string,
  actor: ClinicActor,
  id: string,
): Promise<SignedDocumentUrl> {
  const [row] = await db
    .select({ objectId: labResults.objectId, patientId: labResults.patientId })
    .from(labResults)
    .where(eq(labResults.id, id));
  if (!row) throw new AppError('not_found');
  const signed = await signedResultFileUrl(db, secret, row.objectId);
  await auditResult(db, actor, 'lab_result.file_staff', id, { patientId: row.patientId });
  return signed;
}

export async function myResultFileUrl(
  db: Db,
  secret: string,
  actor: ClinicActor,
  id: string,
  now: Date,
): Promise<SignedDocumentUrl> {
  const [row] = await db
    .select({ objectId: labResults.objectId })
    .from(labResults)
    .where(byPatient(actor.userId, and(eq(labResults.id, id), visibleToPatient(now))));
  if (!row) throw new AppError('not_found');
  const signed = await signedResultFileUrl(db, secret, row.objectId);
  await auditResult(db, actor, 'lab_result.file_own', id);
  return signed;
}
