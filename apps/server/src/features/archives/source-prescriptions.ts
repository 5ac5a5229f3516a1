import { and, desc, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/availability';
import { prescriptions } from '../../db/schema/prescriptions';
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

const day = doualaDay(sql`${prescriptions.signedAt}`);

const columns: SourceColumns = {
  id: prescriptions.id,
  // The consultation's reference (SAD-…): what staff and patients quote.
  title: bookings.reference,
  kind: sql`null::text`,
  category: sql`null::text`,
  day,
  status: sql`'current'`,
  mimeType: sql`'application/pdf'`,
  size: sql`null::bigint`,
  createdAt: prescriptions.createdAt,
};

/** Signed prescriptions (drafts are not documents), dated by the signing; the PDF is rendered on opening. */
export const prescriptionsSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    if (filter.kind) return [];
    const rows = await db
      .select(archiveColumns(columns))
      .from(prescriptions)
      .innerJoin(bookings, eq(bookings.id, prescriptions.bookingId))
      .innerJoin(owner, eq(owner.userId, prescriptions.patientId))
      .leftJoin(author, eq(author.userId, prescriptions.doctorId))
      .leftJoin(hold, holdOf('prescription', prescriptions.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(and(eq(prescriptions.status, 'signed'), archiveFilters(filter, columns)))
      .orderBy(desc(prescriptions.signedAt))
      .limit(limit);
    return documentsOf('prescription', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: prescriptions.patientId })
      .from(prescriptions)
      .where(and(eq(prescriptions.id, id), eq(prescriptions.status, 'signed')));
    return row && { ownerId: row.ownerId, object: null };
  },
  async remove(db, id) {
    const removed = await db.delete(prescriptions).where(eq(prescriptions.id, id)).returning({ id: prescriptions.id });
    return removed.length > 0;
  },
};
