/**
 * The medical record's catalogues and limits, without zod: the pages import them on first load, the
 * contract (`medical-record-schemas.ts`, which builds zod schemas when imported) only in the forms.
 */

const MEGABYTE = 1024 * 1024;

/** Documents: what may be uploaded to the record (checked against the bytes, not only the declared type). */
export const MEDICAL_DOCUMENT_LIMITS = {
  maxBytes: 10 * MEGABYTE,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  /** Lifetime of the signed URLs the record hands out. */
  signedUrlTtlSeconds: 300,
} as const;

/** Kinds of document (translation keys `record.documentKinds.<value>` on the web side). */
export const MEDICAL_DOCUMENT_KINDS = [
  'lab_result',
  'prescription',
  'imaging',
  'consultation_report',
  'hospital_discharge',
  'vaccination_certificate',
  'medical_certificate',
  'other',
] as const;
export type MedicalDocumentKind = (typeof MEDICAL_DOCUMENT_KINDS)[number];

/** Allergies, chronic conditions and current treatments. */
export const HEALTH_ENTRY_KINDS = ['allergy', 'condition', 'treatment'] as const;
export type HealthEntryKind = (typeof HEALTH_ENTRY_KINDS)[number];
