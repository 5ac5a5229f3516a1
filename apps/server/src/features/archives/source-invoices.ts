import type { ArchiveStatus } from '@sante/shared/archive-constants';
import { and, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema/invoices';
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
  id: invoices.id,
  title: invoices.number,
  kind: invoices.kind,
  category: sql`null::text`,
  day: doualaDay(invoices.issuedAt),
  // Cancelled: entered in error; cancelled by a credit note after a refund: superseded by it.
  status: sql<ArchiveStatus>`case when ${invoices.cancelledAt} is not null then 'entered_in_error' when ${creditNotes.id} is not null then 'superseded' else 'current' end`,
  mimeType: sql`'application/pdf'`,
  size: sql`null::bigint`,
  createdAt: invoices.issuedAt,
};

/** Invoices addressed to a patient's account, dated by their issue; the PDF is rendered on opening. */
export const invoicesSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    const rows = await db
      .select(archiveColumns(columns))
      .from(invoices)
      .innerJoin(owner, eq(owner.userId, invoices.patientId))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .leftJoin(author, eq(author.userId, invoices.createdBy))
      .leftJoin(hold, holdOf('invoice', invoices.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(archiveFilters(filter, columns))
      .orderBy(desc(invoices.issuedAt))
      .limit(limit);
    return documentsOf('invoice', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: invoices.patientId })
      .from(invoices)
      .where(and(eq(invoices.id, id), isNotNull(invoices.patientId)));
    return row?.ownerId ? { ownerId: row.ownerId, object: null } : undefined;
  },
  /** Kept while its credit note is (a credit note on hold keeps its invoice). */
  async remove(db, id) {
    const removed = await db
      .delete(invoices)
      .where(
        and(
          eq(invoices.id, id),
          notExists(db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.invoiceId, id))),
        ),
      )
      .returning({ id: invoices.id });
    return removed.length > 0;
  },
};
