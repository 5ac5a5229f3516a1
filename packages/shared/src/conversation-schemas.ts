import { z } from 'zod';
import { ATTACHMENT_LIMITS, INBOX_FILTERS, MAX_MESSAGE_LENGTH } from './conversation-constants';
import { MEDICAL_DOCUMENT_KINDS } from './medical-record-constants';

/**
 * The conversations contract (`/api/conversations/*` and the Socket.IO events), shared by the server and the web
 * app. Messages are translation keys under `validation.*`.
 */

/** A thread about one of the patient's dependants (a child of their vaccination card); absent: about themself. */
const dependentId = z.uuid({ error: 'validation.selectOption' }).optional();

/**
 * `POST /api/conversations`: opens (or finds) a conversation. A patient with `carer` (a doctor or nurse of one of
 * their bookings) or `team`, about themself or one of their dependants (`dependentId`); a doctor with `patient` (one
 * of their bookings) or `team`; staff with `doctor`.
 */
export const ZStartConversationRequestSchema = z.discriminatedUnion(
  'with',
  [
    z.object({ with: z.literal('carer'), carerId: z.uuid({ error: 'validation.selectOption' }), dependentId }),
    z.object({ with: z.literal('patient'), patientId: z.uuid({ error: 'validation.selectOption' }) }),
    z.object({ with: z.literal('team'), dependentId }),
    z.object({ with: z.literal('doctor'), doctorId: z.uuid({ error: 'validation.selectOption' }) }),
  ],
  { error: 'validation.selectOption' },
);
export type TStartConversationRequest = z.input<typeof ZStartConversationRequestSchema>;

/** `GET /api/conversations`: staff filter their inbox and search by patient name, phone or booking reference. */
export const ZConversationListQuerySchema = z.object({
  filter: z.enum(INBOX_FILTERS, { error: 'validation.selectOption' }).default('all'),
  q: z.string().trim().max(80, { error: 'validation.tooLong' }).optional(),
});

const sequence = z.coerce
  .number({ error: 'validation.invalidFormat' })
  .int({ error: 'validation.invalidFormat' })
  .min(0, { error: 'validation.invalidFormat' })
  .max(2_147_483_647, { error: 'validation.invalidFormat' });

/** `GET /api/conversations/{id}/messages?after=N`: everything after the last sequence the client has. */
export const ZMessagesQuerySchema = z.object({ after: sequence.default(0) });

/**
 * `POST /api/conversations/{id}/messages` and the `conversation:send` event. `clientId` is the browser's UUID:
 * the same one sent again returns the stored message (never a second one).
 */
export const ZSendMessageRequestSchema = z.object({
  clientId: z.uuid({ error: 'validation.invalidFormat' }),
  body: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(MAX_MESSAGE_LENGTH, { error: 'validation.tooLong' }),
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequestSchema>;

/**
 * `POST /api/conversations/{id}/attachments`: the text fields sent with the `file` of a multipart body. The body
 * is an optional caption; `durationMs` is a voice note's length (at most 2 minutes, a little slack for the
 * recorder's last chunk); `name` a document's file name.
 */
export const ZSendAttachmentFieldsSchema = z.object({
  clientId: z.uuid({ error: 'validation.invalidFormat' }),
  body: z
    .string({ error: 'validation.invalidFormat' })
    .trim()
    .max(MAX_MESSAGE_LENGTH, { error: 'validation.tooLong' })
    .default(''),
  durationMs: z.coerce
    .number({ error: 'validation.invalidFormat' })
    .int({ error: 'validation.invalidFormat' })
    .min(1, { error: 'validation.invalidFormat' })
    .max(ATTACHMENT_LIMITS.voiceMaxSeconds * 1000 + 5_000, { error: 'validation.invalidFormat' })
    .optional(),
  name: z.string({ error: 'validation.invalidFormat' }).trim().max(200, { error: 'validation.tooLong' }).optional(),
});
export type TSendAttachmentFields = z.input<typeof ZSendAttachmentFieldsSchema>;

/**
 * `POST /api/conversations/{id}/attachments/{attachmentId}/file` (« Classer dans le dossier »): one tap, so every
 * field has a default (the file's name or « Photo du … », kind `other`, the message's day).
 */
export const ZFileAttachmentRequestSchema = z.object({
  title: z
    .string({ error: 'validation.invalidFormat' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(120, { error: 'validation.tooLong' })
    .optional(),
  kind: z.enum(MEDICAL_DOCUMENT_KINDS, { error: 'validation.selectOption' }).optional(),
});
export type TFileAttachmentRequest = z.input<typeof ZFileAttachmentRequestSchema>;

/** `POST /api/conversations/{id}/receipts` and `conversation:mark`: watermarks only move forward. */
export const ZMarkConversationRequestSchema = z
  .object({ deliveredSeq: sequence.optional(), readSeq: sequence.optional() })
  .refine((value) => value.deliveredSeq !== undefined || value.readSeq !== undefined, {
    error: 'validation.required',
  });

/** `POST /api/conversations/{id}/assign` (staff): to a staff member, or back to the shared inbox (null). */
export const ZAssignConversationRequestSchema = z.object({
  staffId: z.uuid({ error: 'validation.selectOption' }).nullable(),
});

/** The socket's send and mark events carry the conversation. */
export const ZConversationIdSchema = z.object({ conversationId: z.uuid() });
