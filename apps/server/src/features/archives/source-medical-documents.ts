import { and, desc, eq, sql } from 'drizzle-orm';
import { medicalDocuments } from '../../db/schema/patients';
import { storageObjects } from '../../db/schema/storage';
import { MEDICAL_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import { deleteObjectRow, objectColumns, type ArchiveSourceModule } from './archive-source';
import {
  archiveColumns,
  archiveFilters,
  author,
  documentsOf,
  hold,
  holder,
  holdOf,
  owner,
  type SourceColumns,
} from './archive-view';

const columns: SourceColumns = {
  id: medicalDocuments.id,
  title: medicalDocuments.title,
  kind: medicalDocuments.kind,
  category: medicalDocuments.category,
  day: sql<string>`${medicalDocuments.documentDate}`,
  status: sql`'current'`,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  createdAt: medicalDocuments.createdAt,
};

/** Documents of the medical records (the patients' uploads and the carers'), dated by the document. */
export const medicalDocumentsSource: ArchiveSourceModule = {
  async list(db, filter, limit) {
    const rows = await db
      .select(archiveColumns(columns))
      .from(medicalDocuments)
      .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
      .innerJoin(owner, eq(owner.userId, medicalDocuments.patientId))
      .leftJoin(author, eq(author.userId, medicalDocuments.uploadedBy))
      .leftJoin(hold, holdOf('medical_document', medicalDocuments.id))
      .leftJoin(holder, eq(holder.userId, hold.heldBy))
      .where(archiveFilters(filter, columns))
      .orderBy(desc(medicalDocuments.documentDate), desc(medicalDocuments.createdAt))
      .limit(limit);
    return documentsOf('medical_document', rows);
  },
  async locate(db, id) {
    const [row] = await db
      .select({ ownerId: medicalDocuments.patientId, object: objectColumns })
      .from(medicalDocuments)
      .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
      .where(and(eq(medicalDocuments.id, id), eq(storageObjects.bucketId, MEDICAL_DOCUMENTS_BUCKET)));
    return row;
  },
  async remove(db, id) {
    const [removed] = await db
      .delete(medicalDocuments)
      .where(eq(medicalDocuments.id, id))
      .returning({ objectId: medicalDocuments.objectId });
    if (!removed) return false;
    await deleteObjectRow(db, removed.objectId);
    return true;
  },
};
