import type { ArchiveDocument } from '@sante/shared/archive-constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storageObjects } from '../../db/schema/storage';
import type { ArchiveFilter } from './archive-view';

/** A stored document's object (none for a PDF rendered from its row). */
export type ArchivedObject = { id: string; bucketId: string; name: string; key: string };

/** One document found by its id in its source: whose it is, and its stored object if any. */
export type LocatedArchive = { ownerId: string; object: ArchivedObject | null };

/**
 * One kind of archived document (ADR 055): one query per search (never one per row), the lookup of one document by
 * its id (an id of another source finds nothing), and its removal by the yearly purge (its row and its object's row,
 * in the caller's transaction; false when something still needs it).
 */
export type ArchiveSourceModule = {
  list(db: Db, filter: ArchiveFilter, limit: number): Promise<ArchiveDocument[]>;
  locate(db: Db, id: string): Promise<LocatedArchive | undefined>;
  remove(db: Db, id: string): Promise<boolean>;
};

export const objectColumns = {
  id: storageObjects.id,
  bucketId: storageObjects.bucketId,
  name: storageObjects.name,
  key: storageObjects.key,
};

/** Removes an object's row (its bytes are deleted after the transaction, or by the orphan sweep). */
export async function deleteObjectRow(db: Db, objectId: string): Promise<void> {
  await db.delete(storageObjects).where(eq(storageObjects.id, objectId));
}
