import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { creditNotes } from '../../db/schema/invoices';
import type { ArchiveSourceModule } from './archive-source';
import {
  archiveColumns,
  archiveFilters,
  author,
  documentsOf,
  doualaDay,
  hold,
  holder,
  holdOf,
  owner,
  type SourceColumns,
} from './archive-view';

const columns: SourceColumns = {
  id: creditNotes.id,
  title: creditNotes.number,
  kind: sql`null::text`,
  category: sql`null::text`,
  day: doualaDay(creditNotes.issuedAt),
  status: sql`'current'`,
  mimeType: sql`'application/pdf'`,
  size: sql`null::bigint`,
  createdAt: creditNotes.issuedAt,
};

/** Credit notes (« avoirs ») of refunded invoices, dated by their issue; the PDF is rendered on opening. */
export const creditNotesSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    if (filter.kind) return [];
    const rows = await db
      .select(archiveColumns(columns))
      .from(creditNotes)
      .innerJoin(owner, eq(owner.userId, creditNotes.patientId))
      .leftJoin(author, eq(author.userId, creditNotes.issuedBy))
      .leftJoin(hold, holdOf('credit_note', creditNotes.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(archiveFilters(filter, columns))
      .orderBy(desc(creditNotes.issuedAt))
      .limit(limit);
    return documentsOf('credit_note', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: creditNotes.patientId })
      .from(creditNotes)
      .where(and(eq(creditNotes.id, id), isNotNull(creditNotes.patientId)));
    return row?.ownerId ? { ownerId: row.ownerId, object: null } : undefined;
  },
  async remove(db, id) {
    const removed = await db.delete(creditNotes).where(eq(creditNotes.id, id)).returning({ id: creditNotes.id });
    return removed.length > 0;
  },
};
