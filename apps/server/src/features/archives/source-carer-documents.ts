import { and, desc, eq, sql } from 'drizzle-orm';
import { storageObjects } from '../../db/schema/storage';
import { CARER_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import { objectColumns, type ArchiveSourceModule } from './archive-source';
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

/** `<carerId>/<kind>`: the paper's kind is the path's second part. */
const kind = sql<string>`split_part(${storageObjects.name}, '/', 2)`;

const columns: SourceColumns = {
  id: storageObjects.id,
  title: kind,
  kind,
  category: sql`null::text`,
  day: doualaDay(storageObjects.updatedAt),
  status: sql`'current'`,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  createdAt: storageObjects.createdAt,
};

/** Carers' onboarding papers (`<carerId>/<kind>` in `carer-documents`), dated by their last upload. */
export const carerDocumentsSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    const rows = await db
      .select(archiveColumns(columns))
      .from(storageObjects)
      .innerJoin(owner, sql`${owner.userId}::text = split_part(${storageObjects.name}, '/', 1)`)
      .leftJoin(author, eq(author.userId, storageObjects.ownerId))
      .leftJoin(hold, holdOf('carer_document', storageObjects.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(and(eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET), archiveFilters(filter, columns)))
      .orderBy(desc(storageObjects.updatedAt))
      .limit(limit);
    return documentsOf('carer_document', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: sql<string>`split_part(${storageObjects.name}, '/', 1)`, object: objectColumns })
      .from(storageObjects)
      .where(and(eq(storageObjects.id, id), eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET)));
    return row;
  },
  async remove(db, id) {
    const removed = await db
      .delete(storageObjects)
      .where(and(eq(storageObjects.id, id), eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET)))
      .returning({ id: storageObjects.id });
    return removed.length > 0;
  },
};
