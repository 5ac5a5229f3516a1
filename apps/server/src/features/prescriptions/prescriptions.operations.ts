import {
  ZDispenseRequestSchema,
  ZPrescriberDetailsRequestSchema,
  ZPrescriptionRequestSchema,
} from '@sante/shared/prescription-schemas';
import type { Operation } from '../openapi/operation';

/** Prescriptions in the July-2024 format, their public verification and dispensing (ADR 034). */
export const PRESCRIPTION_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctor/prescriber-details',
    summary: "The doctor's facility, professional address, stamp, Ordre number and what is missing to sign: {details}",
    tag: 'prescriptions',
    auth: 'doctor',
  },
  {
    method: 'put',
    path: '/api/doctor/prescriber-details',
    summary: 'Save the facility and the professional address printed on prescriptions: {details}',
    tag: 'prescriptions',
    auth: 'doctor',
    body: ZPrescriberDetailsRequestSchema,
  },
  {
    method: 'post',
    path: '/api/doctor/prescriber-details/stamp',
    summary: 'Upload the stamp/signature image: raw bytes or multipart `file` (PNG or JPEG, 1 MB): {details}',
    tag: 'prescriptions',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/prescriptions',
    summary: "The patient's signed prescriptions, newest first: {prescriptions}",
    tag: 'prescriptions',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/prescriptions/booking/{bookingId}',
    summary: "The prescription of the doctor's booking (null when none yet; others 404): {prescription}",
    tag: 'prescriptions',
    auth: 'doctor',
  },
  {
    method: 'put',
    path: '/api/prescriptions/booking/{bookingId}',
    summary: 'Save the draft (409 once signed: a signed prescription is never edited): {prescription}',
    tag: 'prescriptions',
    auth: 'doctor',
    body: ZPrescriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/api/prescriptions/booking/{bookingId}/sign',
    summary: 'Sign the draft (409 prescriber_details_missing until the settings hold what the format needs)',
    tag: 'prescriptions',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/prescriptions/{id}/pdf',
    summary: 'The signed prescription as a PDF with its QR code, for its patient or its prescriber',
    tag: 'prescriptions',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/prescriptions',
    summary:
      "A patient's prescriptions (signed ones and my drafts), newest first, 10 a page (care relationship): " +
      '{prescriptions, nextCursor}',
    tag: 'records',
    auth: 'doctor',
    query: { before: 'the id of the last prescription of the previous page (its nextCursor)' },
  },
  {
    method: 'get',
    path: '/api/doctor/patients/{patientId}/prescriptions/{prescriptionId}/pdf',
    summary: "A signed prescription of a patient in my care as a PDF (the patient's copy, audited)",
    tag: 'records',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/prescription-verifications/{code}',
    summary: 'Public: whether the QR code is a genuine prescription, its prescriber, date, medicines, dispensed or not',
    tag: 'prescriptions',
    textParams: ['code'],
  },
  {
    method: 'post',
    path: '/api/prescription-verifications/{code}/dispense',
    summary: "Public: a pharmacist marks it dispensed once, with their Ordre number and the copy's dispensing code",
    tag: 'prescriptions',
    body: ZDispenseRequestSchema,
    textParams: ['code'],
  },
];
