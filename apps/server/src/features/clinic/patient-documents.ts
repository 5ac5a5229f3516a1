import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalDocuments } from '../../db/schema/patients';
import { AppError } from '../../lib/app-error';
import {
  documentIdOf,
  documentView,
  NEWEST_DOCUMENTS_FIRST,
  patientDocuments,
  signDocumentUrl,
} from '../medical-record/medical-documents';
import type { ObjectTokens } from '../storage/object-token';
import type { ClinicActor } from './care-relationship';
import { auditRecordRead, readInCare } from './read-patient-summary';

/** `GET /api/doctor/patients/{id}/documents`: every document of a patient in the carer's care, newest first. */
export async function listPatientDocuments(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<MedicalDocument[]> {
  return readInCare(db, actor, patientId, 'patient_documents.list', now, async (tx) => {
    const rows = await patientDocuments(tx, patientId).orderBy(...NEWEST_DOCUMENTS_FIRST);
    await auditRecordRead(tx, actor, 'patient_documents.list', patientId, 'success', { count: rows.length });
    return rows.map(documentView);
  });
}

/**
 * `GET /api/doctor/patients/{id}/documents/{documentId}/url`: a short-lived signed URL of one document of a patient
 * in the carer's care (the storage route checks the signature); another patient's document is 404.
 */
export async function patientDocumentUrl(
  db: Db,
  tokens: ObjectTokens,
  actor: ClinicActor,
  patientId: string,
  documentId: string,
  download: boolean,
  now: Date,
): Promise<SignedDocumentUrl> {
  return readInCare(db, actor, patientId, 'patient_document.url', now, async (tx) => {
    const [row] = await patientDocuments(tx, patientId, eq(medicalDocuments.id, documentIdOf(documentId)));
    if (!row) throw new AppError('not_found');
    const signed = signDocumentUrl(tokens, row, download);
    await auditRecordRead(tx, actor, 'patient_document.url', patientId, 'success', { documentId: row.id, download });
    return signed;
  });
}
