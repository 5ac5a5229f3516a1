import { z } from 'zod';
import { EMERGENCY_ACCESS, VITAL_SIGN_RANGES, type VitalSign } from './clinic-constants';

/** `GET /api/doctor/patients`: name, phone or booking reference. */
export const ZMyPatientsQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type TMyPatientsQuery = z.input<typeof ZMyPatientsQuerySchema>;

/** `POST /api/doctor/patients/{id}/emergency-access`: « Accès d'urgence », with the reason typed by the carer. */
export const ZEmergencyAccessRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(EMERGENCY_ACCESS.reasonMin, { error: 'validation.emergencyReasonTooShort' })
    .max(EMERGENCY_ACCESS.reasonMax, { error: 'validation.tooLong' }),
});
export type TEmergencyAccessRequest = z.input<typeof ZEmergencyAccessRequestSchema>;

/** `GET /api/doctor/patients/{id}/documents/{documentId}/url`. */
export const ZDocumentUrlQuerySchema = z.object({ download: z.enum(['1']).optional() });

/** `GET /api/admin/emergency-accesses`: all, or only those not reviewed yet. */
export const ZEmergencyAccessListQuerySchema = z.object({ pending: z.enum(['1']).optional() });

const noteText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

const vitalSign = (sign: VitalSign) =>
  z
    .number({ error: 'validation.invalidFormat' })
    .min(VITAL_SIGN_RANGES[sign].min, { error: 'validation.outOfRange' })
    .max(VITAL_SIGN_RANGES[sign].max, { error: 'validation.outOfRange' })
    .nullish();

/** An ICD-10 code (CIM-10): a letter, two digits, then optionally a dot and up to 4 characters (« B50.9 »). */
export const ICD10_CODE = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,4})?$/;

/**
 * `PUT /api/consultation-notes/{bookingId}` (the booking's carer): the draft of the note, structured (ADR 039).
 * A signed note is refused (409 `consultation_note_signed`): it is amended instead.
 */
export const ZConsultationNoteRequestSchema = z.object({
  reason: noteText(500),
  history: noteText(4000),
  examination: noteText(4000),
  vitals: z
    .object({
      temperatureC: vitalSign('temperatureC'),
      heartRate: vitalSign('heartRate'),
      systolic: vitalSign('systolic'),
      diastolic: vitalSign('diastolic'),
      respiratoryRate: vitalSign('respiratoryRate'),
      spo2: vitalSign('spo2'),
      weightKg: vitalSign('weightKg'),
    } satisfies Record<VitalSign, z.ZodType>)
    .strict()
    .default({}),
  diagnosis: noteText(2000),
  icd10Code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ICD10_CODE, { error: 'validation.icd10' })
    .or(z.literal(''))
    .nullish(),
  plan: noteText(4000),
  patientSummary: noteText(2000),
});
export type TConsultationNoteRequest = z.input<typeof ZConsultationNoteRequestSchema>;

/**
 * `POST /api/consultation-notes/{bookingId}/sign`: signs the saved draft (motif and diagnostic needed); `shareSummary`
 * shows the patient's summary to the patient (an empty summary cannot be shared).
 */
export const ZSignConsultationNoteRequestSchema = z.object({ shareSummary: z.boolean().default(true) });
export type TSignConsultationNoteRequest = z.input<typeof ZSignConsultationNoteRequestSchema>;

/** `POST /api/consultation-notes/{bookingId}/amendments`: what is added or corrected, and why. */
export const ZNoteAmendmentRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(5, { error: 'validation.required' })
    .max(500, { error: 'validation.tooLong' }),
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(4000, { error: 'validation.tooLong' }),
});
export type TNoteAmendmentRequest = z.input<typeof ZNoteAmendmentRequestSchema>;
