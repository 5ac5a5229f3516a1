import { z } from 'zod';
import { LAB_RESULT_LIMITS } from './lab-result-constants';
import { normaliseCameroonPhone } from './phone';

const bound = z.number({ error: 'validation.invalidFormat' }).min(-1e6).max(1e9).nullish();

/** One value of a result: « Hémoglobine », « 10,2 », « g/dL », range 12–16. */
export const ZLabValueSchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(120),
  value: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(60),
  unit: z.string().trim().max(30, { error: 'validation.tooLong' }).default(''),
  low: bound,
  high: bound,
});

/**
 * `POST /api/admin/results` (staff allowed `results.manage`): a lab result of a patient (found by their phone), its
 * values with units and reference ranges, and optionally the reference of the consultation whose prescription
 * asked for it. The doctor who reviews it is that consultation's, else the patient's latest carer. The PDF or photo
 * follows (`POST /api/admin/results/{id}/file`).
 */
export const ZCreateLabResultRequestSchema = z.object({
  patientPhone: z.string({ error: 'validation.required' }).transform((value, ctx) => {
    const normalised = normaliseCameroonPhone(value);
    if (!normalised) ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
    return normalised ?? value;
  }),
  bookingReference: z.string().trim().toUpperCase().max(40, { error: 'validation.tooLong' }).default(''),
  title: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  labName: z.string().trim().max(200, { error: 'validation.tooLong' }).default(''),
  collectedOn: z.iso.date({ error: 'validation.invalidDate' }).nullish(),
  values: z.array(ZLabValueSchema).max(LAB_RESULT_LIMITS.maxValues, { error: 'validation.tooMany' }).default([]),
});
export type TCreateLabResultRequest = z.input<typeof ZCreateLabResultRequestSchema>;

/** `GET /api/admin/results`: the latest uploads, or those of one patient. */
export const ZLabResultListQuerySchema = z.object({ patientId: z.uuid().optional() });

/** `GET /api/doctor/patients/{id}/results?before=`: the next page starts after that result (newest first). */
export const ZPatientResultsQuerySchema = z.object({
  before: z.uuid({ error: 'validation.invalidFormat' }).optional(),
});
export type TPatientResultsQuery = z.infer<typeof ZPatientResultsQuerySchema>;
