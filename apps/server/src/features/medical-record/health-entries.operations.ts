import { ZHealthEntryRequestSchema } from '@sante/shared/medical-record-schemas';
import type { Operation } from '../openapi/operation';

const PATIENTS_ONLY = 'patients only (403 other roles)';

/** `/api/records/entries`: allergies, chronic conditions and current treatments of the medical record. */
export const HEALTH_ENTRY_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/records/entries',
    summary: `My allergies, chronic conditions and current treatments; ${PATIENTS_ONLY}`,
    tag: 'records',
    auth: 'patient',
    query: { kind: 'allergy | condition | treatment (all when absent)' },
  },
  {
    method: 'post',
    path: '/api/records/entries',
    summary: `Add an allergy, a condition or a treatment; ${PATIENTS_ONLY}`,
    tag: 'records',
    auth: 'patient',
    body: ZHealthEntryRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/records/entries/{id}',
    summary: `Change one of my entries (another patient's id is a 404); ${PATIENTS_ONLY}`,
    tag: 'records',
    auth: 'patient',
    body: ZHealthEntryRequestSchema,
  },
  {
    method: 'delete',
    path: '/api/records/entries/{id}',
    summary: `Delete one of my entries; ${PATIENTS_ONLY}`,
    tag: 'records',
    auth: 'patient',
    success: 204,
  },
];
