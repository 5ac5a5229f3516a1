import { ZCreateLabResultRequestSchema } from '@sante/shared/lab-result-schemas';
import type { Operation } from '../openapi/operation';

/** Lab results (ADR 039): staff upload, the reviewing doctor releases, the patient reads once released or 48 h after. */
export const LAB_RESULT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/results',
    summary: 'The latest lab results uploaded, or one patient’s (`results.manage`): {results}',
    tag: 'admin',
    auth: 'staff',
    query: { patientId: "a patient's user id" },
  },
  {
    method: 'post',
    path: '/api/admin/results',
    summary: 'Record a lab result (patient by phone, values, optional consultation reference); opens a review task',
    tag: 'admin',
    auth: 'staff',
    body: ZCreateLabResultRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/admin/results/{id}/file',
    summary: 'The PDF or photo of a result (multipart `file`; a second one: 409)',
    tag: 'admin',
    auth: 'staff',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/admin/results/{id}/file',
    summary: "A result's file for staff (`results.manage`), a 5-minute signed URL, audited: {url, expiresAt}",
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/results',
    summary: "A patient's lab results, newest first, 20 a page (care relationship): {results, nextCursor}",
    tag: 'records',
    auth: 'doctor',
    query: { before: 'the id of the last result of the previous page (its nextCursor)' },
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/results/{resultId}/file',
    summary: "A 5-minute signed URL of a result's file: {url, expiresAt}",
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/doctor/results/{id}/release',
    summary: 'Release a result I review to the patient (completes its task): {result}',
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/results',
    summary: 'My lab results, once released by the doctor or 48 h after their upload: {results}',
    tag: 'records',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/results/{id}/file',
    summary: "A 5-minute signed URL of one of my visible results' file: {url, expiresAt}",
    tag: 'records',
    auth: 'patient',
  },
];
