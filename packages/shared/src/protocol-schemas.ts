import { z } from 'zod';
import type { NamedCarer } from './carer-name';

/**
 * Medical protocols (`/api/protocols`, `/api/admin/protocols`; ADR 037): versioned, a published version is never
 * changed (a change is a new version), doctors read the latest published version of each protocol.
 * Messages are translation keys under `validation.*`.
 */

/**
 * What a versioned document is (ADR 045): a medical protocol (doctors read it) or a procedure of the manual (each
 * carer acknowledges « lu et compris » per version). Both share the versions, their drafts and their publication.
 */
export const PROTOCOL_KINDS = ['protocol', 'procedure'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];

export const PROTOCOL_VERSION_STATUSES = ['draft', 'published'] as const;
export type ProtocolVersionStatus = (typeof PROTOCOL_VERSION_STATUSES)[number];

/** Whether the medical direction has validated the content (the seeded protocols await it). */
export const PROTOCOL_VALIDATIONS = ['pending', 'validated'] as const;
export type ProtocolValidation = (typeof PROTOCOL_VALIDATIONS)[number];

export const PROTOCOL_LIMITS = { lines: 40, line: 1000, drugs: 30 } as const;

const text = (min: number, max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(min, { error: min <= 1 ? 'validation.required' : 'validation.enterValue' })
    .max(max, { error: 'validation.tooLong' });

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'validation.invalidDate' });

const lines = (min: number) =>
  z
    .array(text(1, PROTOCOL_LIMITS.line), { error: 'validation.required' })
    .min(min, { error: 'validation.required' })
    .max(PROTOCOL_LIMITS.lines, { error: 'validation.tooMany' });

export const ZProtocolDrugSchema = z.object({
  name: text(1, 200),
  dose: text(1, 500),
  route: optionalText(100),
  duration: optionalText(200),
  notes: optionalText(500),
});
export type TProtocolDrug = z.output<typeof ZProtocolDrugSchema>;

/** `POST /api/admin/protocols`, `POST .../{protocolId}/versions`, `PUT .../versions/{versionId}`: a version's content. */
export const ZProtocolContentRequestSchema = z.object({
  condition: text(3, 200),
  population: text(3, 300),
  sourceCitation: text(3, 1000),
  sourceDate: isoDate,
  reviewer: text(2, 200),
  nextReviewDate: isoDate,
  steps: lines(1),
  drugs: z.array(ZProtocolDrugSchema).max(PROTOCOL_LIMITS.drugs, { error: 'validation.tooMany' }),
  referralCriteria: lines(0),
  redFlags: lines(0),
  validation: z.enum(PROTOCOL_VALIDATIONS, { error: 'validation.selectOption' }),
});
export type TProtocolContentRequest = z.input<typeof ZProtocolContentRequestSchema>;
export type TProtocolContent = z.output<typeof ZProtocolContentRequestSchema>;

/**
 * A procedure of the manual (`/api/admin/procedures`): the same content, read as title (`condition`), who it applies
 * to (`population`), reference, effective date (`sourceDate`), owner (`reviewer`), next review, steps, when to
 * escalate (`referralCriteria`) and points of vigilance (`redFlags`); no drug table.
 */
export const ZProcedureContentRequestSchema = ZProtocolContentRequestSchema.extend({
  drugs: z.array(ZProtocolDrugSchema).max(0, { error: 'validation.tooMany' }).default([]),
});

/** `GET /api/protocols?q=`: search by condition (or population). */
export const ZProtocolListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
});

/** One version of a protocol, as the API returns it. */
export type ProtocolVersion = TProtocolContent & {
  id: string;
  protocolId: string;
  version: number;
  status: ProtocolVersionStatus;
  publishedAt: string | null;
  updatedAt: string;
};

/** A protocol in the staff list: its newest version, and the number of its latest published one. */
export type ProtocolAdminSummary = {
  protocolId: string;
  latest: ProtocolVersion;
  publishedVersion: number | null;
};

/** A protocol in the doctors' list. */
export type ProtocolSummary = Pick<
  ProtocolVersion,
  'protocolId' | 'version' | 'condition' | 'population' | 'sourceDate' | 'nextReviewDate' | 'validation' | 'publishedAt'
>;

/** A procedure in the carers' manual, with when the caller acknowledged its current version (or null). */
export type ProcedureSummary = ProtocolSummary & { versionId: string; acknowledgedAt: string | null };

/** A procedure's current version as a carer reads it, with their acknowledgement of it. */
export type ProcedureReading = { procedure: ProtocolVersion; acknowledgedAt: string | null };

/** `GET /api/admin/procedures/{protocolId}/acknowledgements`: who among active carers read the published version. */
export type ProcedureAcknowledgements = {
  version: number | null;
  acknowledged: (NamedCarer & { carerId: string; acknowledgedAt: string })[];
  pending: (NamedCarer & { carerId: string })[];
};
