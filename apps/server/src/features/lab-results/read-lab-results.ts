import type { LabResultView } from '@sante/shared/lab-result-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq, isNull } from 'drizzle-orm';
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

/** `GET /api/doctor/patients/{id}/results`: a patient's results, for a carer in a care relationship (`inCareOf`). */
export async function listPatientResults(db: Db, actor: ClinicActor, patientId: string, now: Date) {
  return readInCare(db, actor, patientId, 'patient_results.list', now, async (tx) => {
    const results = await labResultViews(tx, byPatient(patientId));
    await auditRecordRead(tx, actor, 'patient_results.list', patientId, 'success', { count: results.length });
    return results;
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
