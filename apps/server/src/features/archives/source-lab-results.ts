import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { storageObjects } from '../../db/schema/storage';
import { labResults } from '../../db/schema/tasks';
import { LAB_RESULTS_BUCKET } from '../storage/storage-buckets';
import { deleteObjectRow, objectColumns, type ArchiveSourceModule } from './archive-source';
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

const day = sql<string>`coalesce(${labResults.collectedOn}, ${doualaDay(labResults.createdAt)})`;

const columns: SourceColumns = {
  id: labResults.id,
  title: labResults.title,
  kind: sql`null::text`,
  category: labResults.labName,
  day,
  status: sql`'current'`,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  createdAt: labResults.createdAt,
};

/** Lab results that have their PDF or photo, dated by the sample, else by the upload in Douala. */
export const labResultsSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    const rows = await db
      .select(archiveColumns(columns))
      .from(labResults)
      .innerJoin(storageObjects, eq(storageObjects.id, labResults.objectId))
      .innerJoin(owner, eq(owner.userId, labResults.patientId))
      .leftJoin(author, eq(author.userId, labResults.uploadedBy))
      .leftJoin(hold, holdOf('lab_result', labResults.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(and(isNotNull(labResults.objectId), archiveFilters(filter, columns)))
      .orderBy(desc(day), desc(labResults.createdAt))
      .limit(limit);
    return documentsOf('lab_result', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: labResults.patientId, object: objectColumns })
      .from(labResults)
      .innerJoin(storageObjects, eq(storageObjects.id, labResults.objectId))
      .where(and(eq(labResults.id, id), eq(storageObjects.bucketId, LAB_RESULTS_BUCKET)));
    return row;
  },
  async remove(db, id) {
    const [removed] = await db
      .delete(labResults)
      .where(eq(labResults.id, id))
      .returning({ objectId: labResults.objectId });
    if (!removed) return false;
    if (removed.objectId) await deleteObjectRow(db, removed.objectId);
    return true;
  },
};
