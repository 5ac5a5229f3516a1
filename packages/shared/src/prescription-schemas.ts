import { z } from 'zod';
import { EXAM_KINDS, MEDICINE_FORMS, PRESCRIPTION_LIMITS } from './prescription-constants';

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const ZMedicineLineSchema = z.object({
  name: required(120),
  form: z.enum(MEDICINE_FORMS, { error: 'validation.required' }),
  strength: text(60).default(''),
  dose: required(120),
  frequency: required(120),
  duration: required(60),
  quantity: required(60),
  instructions: text(300).default(''),
});

export const ZExamRequestSchema = z.object({
  kind: z.enum(EXAM_KINDS, { error: 'validation.required' }),
  label: required(160),
  instructions: text(300).default(''),
});

/**
 * `PUT /api/prescriptions/booking/{bookingId}` (the booking's doctor): the draft, saved as often as needed until
 * it is signed. At least one medicine or one request.
 */
export const ZPrescriptionRequestSchema = z
  .object({
    medicines: z.array(ZMedicineLineSchema).max(PRESCRIPTION_LIMITS.maxMedicines, { error: 'validation.tooMany' }),
    exams: z.array(ZExamRequestSchema).max(PRESCRIPTION_LIMITS.maxExams, { error: 'validation.tooMany' }),
    patientWeightKg: z
      .number({ error: 'validation.invalidWeight' })
      .min(0.5, { error: 'validation.invalidWeight' })
      .max(400, { error: 'validation.invalidWeight' })
      .nullable()
      .default(null),
  })
  .refine((rx) => rx.medicines.length + rx.exams.length > 0, {
    error: 'validation.prescriptionEmpty',
    path: ['medicines'],
  });
export type TPrescriptionRequest = z.input<typeof ZPrescriptionRequestSchema>;

/** `PUT /api/doctor/prescriber-details`: the facility and professional address printed on prescriptions. */
export const ZPrescriberDetailsRequestSchema = z.object({
  facility: required(160),
  professionalAddress: required(300),
});
export type TPrescriberDetailsRequest = z.input<typeof ZPrescriberDetailsRequestSchema>;

/**
 * `POST /api/prescription-verifications/{code}/dispense` (a pharmacy, no account): the pharmacist's Ordre
 * (ONPC) number, the pharmacy, and the dispensing code printed on the patient's copy.
 */
export const ZDispenseRequestSchema = z.object({
  pharmacistLicence: required(40),
  pharmacy: required(160),
  dispensingCode: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.dispensingCode' }),
});
export type TDispenseRequest = z.input<typeof ZDispenseRequestSchema>;

/** A verification code as the URL carries it (base64url, fixed length); anything else is simply not genuine. */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{38}$/;

/** `GET /api/doctor/patients/{id}/prescriptions?before=`: the record's older page after this prescription. */
export const ZRecordPrescriptionsQuerySchema = z.object({
  before: z.uuid({ error: 'validation.invalidFormat' }).optional(),
});
export type TRecordPrescriptionsQuery = z.infer<typeof ZRecordPrescriptionsQuerySchema>;
