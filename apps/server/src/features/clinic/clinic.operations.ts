import { ZConsultationNoteRequestSchema, ZEmergencyAccessRequestSchema } from '@sante/shared/clinic-schemas';
import type { Operation } from '../openapi/operation';

/** The doctor's clinical workspace and who may see a record (ADR 031). Outside a care relationship: 404. */
export const CLINIC_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctor/patients',
    summary: "The carer's patients in a care relationship now (booking window, share, emergency access): {patients}",
    tag: 'records',
    auth: 'doctor',
    query: { q: 'name, phone or booking reference' },
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/summary',
    summary:
      'The one-request summary of the record (identity, allergies, conditions, treatments, vaccination, documents)',
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/documents',
    summary: "The patient's documents, newest first: {documents}",
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/documents/{documentId}/url',
    summary: 'A 5-minute signed URL of a document: {url, expiresAt}',
    tag: 'records',
    auth: 'doctor',
    query: { download: '1: as an attachment named after the title' },
  },
  {
    method: 'post',
    path: '/api/doctor/patients/{patientId}/emergency-access',
    summary: "« Accès d'urgence »: opens the record for 4 hours with the reason typed (audited, reviewed by staff)",
    tag: 'records',
    auth: 'doctor',
    body: ZEmergencyAccessRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/records/access',
    summary: 'Who may see my record (carers, shares) and who opened it: {carers, openings, emergencyAccesses}',
    tag: 'records',
    auth: 'patient',
  },
  {
    method: 'put',
    path: '/api/records/access/shares/{carerId}',
    summary: 'Share my record with a carer of one of my bookings',
    tag: 'records',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'delete',
    path: '/api/records/access/shares/{carerId}',
    summary: 'End the share of my record with a carer',
    tag: 'records',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/admin/emergency-accesses',
    summary: "Carers' emergency accesses to records, newest first (`emergency_accesses.review`): {accesses}",
    tag: 'admin',
    auth: 'staff',
    query: { pending: '1: not reviewed yet' },
  },
  {
    method: 'post',
    path: '/api/admin/emergency-accesses/{id}/review',
    summary: 'Mark an emergency access reviewed: {access}',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/consultation-notes/{bookingId}',
    summary: "The consultation note of one of the carer's bookings: {note} (null before the first save)",
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'put',
    path: '/api/consultation-notes/{bookingId}',
    summary: 'Save the note (SOAP free text) and share or not the summary with the patient: {note}',
    tag: 'records',
    auth: 'doctor',
    body: ZConsultationNoteRequestSchema,
  },
];
