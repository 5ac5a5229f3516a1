import type { ArchiveSource } from '@sante/shared/archive-constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A legal hold on one archived document (ADR 055): while a row has no `lifted_at`, the yearly purge leaves the
 * document alone whatever its retention date. Staff set it and lift it with a reason; lifted rows stay as history.
 * `document_id` is the id of the document in its source (no foreign key: the sources are several tables).
 */
export const archiveHolds = pgTable(
  'archive_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<ArchiveSource>().notNull(),
    documentId: uuid('document_id').notNull(),
    reason: text('reason').notNull(),
    heldBy: uuid('held_by').references(() => user.id, { onDelete: 'set null' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    liftReason: text('lift_reason'),
    liftedBy: uuid('lifted_by').references(() => user.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [
    check('archive_holds_lifted_check', sql`(${table.liftedAt} is null) = (${table.liftReason} is null)`),
    uniqueIndex('archive_holds_active_unique')
      .on(table.source, table.documentId)
      .where(sql`${table.liftedAt} is null`),
    index('archive_holds_document_idx').on(table.documentId),
  ],
);
