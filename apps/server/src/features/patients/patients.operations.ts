import {
  ZPatientAddressRequestSchema,
  ZPatientProfileRequestSchema,
  ZPhoneChangeRequestSchema,
  ZPhoneChangeVerifySchema,
} from '@sante/shared/patient-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/patients`: the patient's own profile (identity, contact, address, health details, photo). */
export const PATIENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/patients/me/profile',
    summary: 'My profile and its completion',
    tag: 'patients',
    auth: 'patient',
  },
  {
    method: 'put',
    path: '/api/patients/me/profile',
    summary: 'Save my profile (all but phone and photo)',
    tag: 'patients',
    auth: 'patient',
    body: ZPatientProfileRequestSchema,
  },
  {
    method: 'put',
    path: '/api/patients/me/address',
    summary: 'Keep the address typed in a booking as my profile address',
    tag: 'patients',
    auth: 'patient',
    body: ZPatientAddressRequestSchema,
  },
  {
    method: 'post',
    path: '/api/patients/me/phone',
    summary: 'Send a code to my new phone number',
    tag: 'patients',
    auth: 'patient',
    body: ZPhoneChangeRequestSchema,
  },
  {
    method: 'post',
    path: '/api/patients/me/phone/verify',
    summary: 'Confirm my new phone number with its code',
    tag: 'patients',
    auth: 'patient',
    body: ZPhoneChangeVerifySchema,
  },
  {
    method: 'post',
    path: '/api/patients/me/photo',
    summary: 'Upload or replace my photo: multipart `file` (JPEG, PNG, WebP; 2 MB)',
    tag: 'patients',
    auth: 'patient',
  },
  { method: 'delete', path: '/api/patients/me/photo', summary: 'Remove my photo', tag: 'patients', auth: 'patient' },
];
