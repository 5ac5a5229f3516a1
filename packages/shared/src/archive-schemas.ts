import { z } from 'zod';
import {
  ARCHIVE_AUTHORS,
  ARCHIVE_HOLD_FILTERS,
  ARCHIVE_HOLD_REASON,
  ARCHIVE_SOURCES,
  ARCHIVE_STATUSES,
} from './archive-constants';

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'validation.invalidDate' });

/**
 * `GET /api/admin/archives` query, all optional: `q` searches the owner's names, phone and e-mail and the document's
 * title; `source`, `kind`, `author` (who added it) and a date range narrow it.
 */
export const ZArchiveQuerySchema = z.object({
  q: z.string().trim().max(80, { error: 'validation.tooLong' }).optional(),
  source: z.enum(ARCHIVE_SOURCES, { error: 'validation.selectOption' }).optional(),
  kind: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
  author: z.enum(ARCHIVE_AUTHORS, { error: 'validation.selectOption' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(ARCHIVE_STATUSES, { error: 'validation.selectOption' }).optional(),
  hold: z.enum(ARCHIVE_HOLD_FILTERS, { error: 'validation.selectOption' }).optional(),
});
export type TArchiveQuery = z.input<typeof ZArchiveQuerySchema>;

/** `PUT /api/admin/archives/{source}/{id}/hold` and `DELETE` (lifting it): why, kept for staff (never audited). */
export const ZArchiveHoldRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(ARCHIVE_HOLD_REASON.min, { error: 'validation.required' })
    .max(ARCHIVE_HOLD_REASON.max, { error: 'validation.tooLong' }),
});
export type TArchiveHoldRequest = z.input<typeof ZArchiveHoldRequestSchema>;
