import { createHash, randomUUID } from 'node:crypto';
import { STORAGE_DEFAULTS } from '@sante/shared/constants';
import { SAFE_MIME_TYPES } from '@sante/shared/storage-schemas';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { contentMatchesType } from './mime-sniffer';
import type { BucketRow } from './storage-buckets';

export type ObjectRow = typeof storageObjects.$inferSelect;

export type WriteObjectInput = {
  bucket: BucketRow;
  /** A validated path (storage-path.ts). */
  name: string;
  bytes: Uint8Array;
  /** Declared type; `text/plain` when none. */
  contentType: string | null;
  /** `max-age=<seconds>` or seconds; 3600 when none. */
  cacheControl?: string | null;
  /** Whose quota the object counts against. */
  ownerId: string | null;
  /** `create` refuses an existing path (409), `update` a missing one (404), `upsert` takes both. */
  mode: 'create' | 'update' | 'upsert';
  /** Object id of a new object (the documents API names the object after the document). */
  objectId?: string;
  /** Runs in the transaction that records the object (e.g. the document row and its audit). */
  onStored?: (tx: Db, object: ObjectRow) => Promise<void>;
};

/** Largest object the bucket accepts (its own limit, never above STORAGE_MAX_FILE_BYTES). */
export function maxBytesOf(bucket: BucketRow, env: AppDeps['env']): number {
  return Math.min(bucket.fileSizeLimit ?? env.STORAGE_MAX_FILE_BYTES, env.STORAGE_MAX_FILE_BYTES);
}

/** A safe type (never markup, whatever a bucket's settings say) that the bucket allows. */
function isAllowedType(bucket: BucketRow, mimeType: string): boolean {
  if (!(SAFE_MIME_TYPES as readonly string[]).includes(mimeType)) return false;
  const allowed = bucket.allowedMimeTypes;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? mimeType.startsWith(pattern.slice(0, -1)) : pattern === mimeType,
  );
}

function cacheControlOf(value: string | null | undefined): string {
  const seconds = /^(?:max-age=)?(\d{1,9})$/.exec(value?.trim() ?? '')?.[1];
  return `max-age=${seconds ?? STORAGE_DEFAULTS.cacheControlSeconds}`;
}

/** SQLSTATE of a PostgreSQL error (drizzle wraps the driver error in `cause`): e.g. 23505 unique violation. */
export function pgErrorCode(error: unknown): string | null {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
    ? cause.code
    : null;
}

/** Bytes stored by `ownerId` (all buckets). */
async function bytesUsedBy(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(storageObjects.size) })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, ownerId));
  return Number(row?.total ?? 0);
}

/**
 * 413 `quota_exceeded` when the owner's objects would pass STORAGE_QUOTA_BYTES. Runs in the transaction
 * that records the object, after taking a per-owner lock held until it ends: two writes of one owner are
 * counted one after the other, so parallel uploads cannot both pass on the same free space.
 */
export async function assertQuota(
  tx: Db,
  env: AppDeps['env'],
  ownerId: string,
  change: { added: number; replaced: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage-quota:${ownerId}`}, 0))`);
  const used = await bytesUsedBy(tx, ownerId);
  if (used - change.replaced + change.added > env.STORAGE_QUOTA_BYTES) throw new AppError('quota_exceeded');
}

/**
 * Checks and stores one object: size (413 `file_too_large`), type allowed by the bucket and shown by
 * the bytes (415 `invalid_mime_type`), existing path (409/404), owner's quota (413 `quota_exceeded`,
 * counted in the recording transaction: the bytes written first are deleted when it fails).
 * Every write gets a fresh storage key, so signed links to a replaced object stop working; the old
 * bytes are deleted once the row points to the new ones.
 */
export async function writeObject(deps: Pick<AppDeps, 'db' | 'store' | 'env'>, input: WriteObjectInput) {
  const { db, store } = deps;
  const { bucket, bytes } = input;
  if (bytes.byteLength > maxBytesOf(bucket, deps.env)) throw new AppError('file_too_large');
  const mimeType = input.contentType ?? STORAGE_DEFAULTS.contentType;
  if (!isAllowedType(bucket, mimeType) || !contentMatchesType(bytes, mimeType)) throw new AppError('invalid_mime_type');

  const [existing] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, bucket.id), eq(storageObjects.name, input.name)));
  if (existing && input.mode === 'create') throw new AppError('object_exists');
  if (!existing && input.mode === 'update') throw new AppError('object_not_found');

  const id = existing?.id ?? input.objectId ?? randomUUID();
  const key = `${bucket.id}/${existing ? randomUUID() : id}`;
  const values = {
    key,
    ownerId: input.ownerId,
    size: bytes.byteLength,
    mimeType,
    cacheControl: cacheControlOf(input.cacheControl),
    etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
  };
  await store.put(key, bytes, mimeType);
  let row: ObjectRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      if (input.ownerId) {
        const replaced = existing && existing.ownerId === input.ownerId ? existing.size : 0;
        await assertQuota(tx, deps.env, input.ownerId, { added: bytes.byteLength, replaced });
      }
      const [saved] = existing
        ? await tx
            .update(storageObjects)
            .set(values)
            .where(and(eq(storageObjects.id, existing.id), eq(storageObjects.key, existing.key)))
            .returning()
        : await tx
            .insert(storageObjects)
            .values({ ...values, id, bucketId: bucket.id, name: input.name })
            .returning();
      // A concurrent write replaced the row first.
      if (!saved) throw new AppError('object_exists');
      await input.onStored?.(tx, saved);
      return saved;
    });
  } catch (error) {
    await store.delete(key);
    throw pgErrorCode(error) === '23505' ? new AppError('object_exists') : error;
  }
  if (existing) await store.delete(existing.key);
  return row;
}
