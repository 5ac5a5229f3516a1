import { z } from 'zod';
import { EMERGENCY_ACCESS } from './clinic-constants';

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

/**
 * `PUT /api/consultation-notes/{bookingId}` (the booking's carer): the note in the SOAP order, and the summary
 * the patient reads once `shared` (sharing an empty summary is refused).
 */
export const ZConsultationNoteRequestSchema = z
  .object({
    subjective: noteText(4000),
    objective: noteText(4000),
    assessment: noteText(2000),
    plan: noteText(4000),
    patientSummary: noteText(2000),
    shared: z.boolean().default(false),
  })
  .refine((note) => !note.shared || note.patientSummary.length > 0, {
    error: 'validation.required',
    path: ['patientSummary'],
  });
export type TConsultationNoteRequest = z.input<typeof ZConsultationNoteRequestSchema>;
