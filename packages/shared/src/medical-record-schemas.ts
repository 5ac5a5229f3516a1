import { z } from 'zod';
import { doualaToday } from './calendar-date';
import {
  HEALTH_ENTRY_KINDS,
  MEDICAL_DOCUMENT_KINDS,
  type HealthEntryKind,
  type MedicalDocumentKind,
} from './medical-record-constants';

/**
 * The medical record's contract (`/api/records/*`), shared by the server and the web app.
 * Messages are translation keys under `validation.*`; the catalogues and limits are in `medical-record-constants.ts`.
 */

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'validation.invalidDate' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => (value ? value : null));

/**
 * The fields sent with the file (`multipart/form-data`, field `file` holds the bytes) on
 * `POST /api/records/documents`, and as JSON on `PUT /api/records/documents/{id}` (metadata only).
 */
export const ZMedicalDocumentFieldsSchema = z.object({
  title: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(120, {
    error: 'validation.tooLong',
  }),
  kind: z.enum(MEDICAL_DOCUMENT_KINDS, { error: 'validation.selectOption' }),
  category: optionalText(80),
  /** The date of the exam or of the document (not of the upload); not in the future. */
  documentDate: isoDate.refine((value) => value <= doualaToday(), {
    error: 'validation.dateInFuture',
  }),
});
export type TMedicalDocumentFields = z.input<typeof ZMedicalDocumentFieldsSchema>;

/** `GET /api/records/documents` query: all optional; `q` searches title and category. */
export const ZMedicalDocumentQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  kind: z.enum(MEDICAL_DOCUMENT_KINDS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type TMedicalDocumentQuery = z.input<typeof ZMedicalDocumentQuerySchema>;

export type MedicalDocument = {
  id: string;
  title: string;
  kind: MedicalDocumentKind;
  category: string | null;
  documentDate: string;
  mimeType: string;
  size: number;
  /** Role of whoever added it: `patient` or a professional (later capabilities). */
  uploadedByRole: string | null;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/records/documents/{id}/url?download=1`: a short-lived signed URL (relative to the site). */
export type SignedDocumentUrl = { url: string; expiresAt: string };

/** `POST /api/records/entries` and `PUT /api/records/entries/{id}`. */
export const ZHealthEntryRequestSchema = z.object({
  kind: z.enum(HEALTH_ENTRY_KINDS, { error: 'validation.selectOption' }),
  label: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(120, {
    error: 'validation.tooLong',
  }),
  /** Reaction for an allergy, details for a condition, dose and frequency for a treatment. */
  note: optionalText(500),
  startedOn: isoDate.optional().or(z.literal('').transform(() => undefined)),
});
export type THealthEntryRequest = z.input<typeof ZHealthEntryRequestSchema>;

export type HealthEntry = {
  id: string;
  kind: HealthEntryKind;
  label: string;
  note: string | null;
  startedOn: string | null;
  createdAt: string;
  updatedAt: string;
};
