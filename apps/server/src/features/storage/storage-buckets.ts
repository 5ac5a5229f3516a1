import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { StorageBucket, TCreateBucketRequest, TUpdateBucketRequest } from '@sante/shared/storage-schemas';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageBuckets, storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { bucketIdOf } from './storage-path';
import { pgErrorCode } from './write-object';

export type BucketRow = typeof storageBuckets.$inferSelect;

export const AVATARS_BUCKET = 'avatars';
export const MEDICAL_DOCUMENTS_BUCKET = 'medical-documents';

/** The buckets the product relies on, created at boot when missing (never changed once there). */
const DEFAULT_BUCKETS: ReadonlyArray<typeof storageBuckets.$inferInsert> = [
  {
    id: AVATARS_BUCKET,
    name: AVATARS_BUCKET,
    public: false,
    fileSizeLimit: 2 * 1024 * 1024,
    allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  },
  {
    id: MEDICAL_DOCUMENTS_BUCKET,
    name: MEDICAL_DOCUMENTS_BUCKET,
    public: false,
    fileSizeLimit: MEDICAL_DOCUMENT_LIMITS.maxBytes,
    allowedMimeTypes: [...MEDICAL_DOCUMENT_LIMITS.mimeTypes],
  },
];

/** Idempotent: run at every boot after the migrations. */
export async function ensureDefaultBuckets(db: Db): Promise<void> {
  await db
    .insert(storageBuckets)
    .values([...DEFAULT_BUCKETS])
    .onConflictDoNothing();
}

export function bucketView(row: BucketRow): StorageBucket {
  return {
    id: row.id,
    name: row.name,
    public: row.public,
    file_size_limit: row.fileSizeLimit,
    allowed_mime_types: row.allowedMimeTypes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 404 `bucket_not_found` for an unknown (or malformed) id. */
export async function loadBucket(db: Db, id: string | undefined): Promise<BucketRow> {
  const [row] = await db
    .select()
    .from(storageBuckets)
    .where(eq(storageBuckets.id, bucketIdOf(id)));
  if (!row) throw new AppError('bucket_not_found');
  return row;
}

export async function listBuckets(db: Db): Promise<StorageBucket[]> {
  return (await db.select().from(storageBuckets).orderBy(asc(storageBuckets.id))).map(bucketView);
}

/** 409 `bucket_exists` when the id is taken. */
export async function createBucket(db: Db, input: TCreateBucketRequest): Promise<StorageBucket> {
  const [row] = await db
    .insert(storageBuckets)
    .values({
      id: bucketIdOf(input.id),
      name: input.name ?? input.id,
      public: input.public ?? false,
      fileSizeLimit: input.file_size_limit ?? null,
      allowedMimeTypes: input.allowed_mime_types ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('bucket_exists');
  return bucketView(row);
}

export async function updateBucket(db: Db, id: string, input: TUpdateBucketRequest): Promise<StorageBucket> {
  const bucket = await loadBucket(db, id);
  const [row] = await db
    .update(storageBuckets)
    .set({
      public: input.public ?? bucket.public,
      fileSizeLimit: input.file_size_limit === undefined ? bucket.fileSizeLimit : input.file_size_limit,
      allowedMimeTypes: input.allowed_mime_types === undefined ? bucket.allowedMimeTypes : input.allowed_mime_types,
    })
    .where(eq(storageBuckets.id, bucket.id))
    .returning();
  return bucketView(row ?? bucket);
}

/**
 * Deletes every object of the bucket (rows, then bytes). An object a medical document still points to
 * cannot go (foreign key): the whole call fails and nothing is deleted.
 */
export async function emptyBucket(deps: Pick<AppDeps, 'db' | 'store'>, id: string): Promise<void> {
  const bucket = await loadBucket(deps.db, id);
  const deleted = await deps.db
    .delete(storageObjects)
    .where(eq(storageObjects.bucketId, bucket.id))
    .returning({ key: storageObjects.key })
    .catch((error: unknown) => {
      // 23001 restrict / 23503 foreign key violation: an object is still referenced.
      throw ['23001', '23503'].includes(pgErrorCode(error) ?? '') ? new AppError('bucket_not_empty') : error;
    });
  for (const object of deleted) await deps.store.delete(object.key);
}

/** 409 `bucket_not_empty` while objects remain. */
export async function deleteBucket(db: Db, id: string): Promise<void> {
  const bucket = await loadBucket(db, id);
  const [object] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(eq(storageObjects.bucketId, bucket.id))
    .limit(1);
  if (object) throw new AppError('bucket_not_empty');
  await db.delete(storageBuckets).where(eq(storageBuckets.id, bucket.id));
}
