import { randomUUID } from 'node:crypto';
import type { StorageListEntry, StorageObjectInfo, TListObjectsRequest } from '@sante/shared/storage-schemas';
import { ZListObjectsRequestSchema } from '@sante/shared/storage-schemas';
import { and, asc, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import type { BucketRow } from './storage-buckets';
import { escapeLike } from './storage-access';
import { listPrefixOf } from './storage-path';
import { assertQuota, pgErrorCode, type ObjectRow } from './write-object';

/** The object at `name` within `scope` (a where-clause from storage-access.ts): 404 `object_not_found`. */
export async function findObject(db: Db, scope: SQL, name: string): Promise<ObjectRow> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(scope, eq(storageObjects.name, name)));
  if (!row) throw new AppError('object_not_found');
  return row;
}

export function objectInfo(row: ObjectRow): StorageObjectInfo {
  return {
    id: row.id,
    name: row.name,
    bucket_id: row.bucketId,
    size: row.size,
    content_type: row.mimeType,
    cache_control: row.cacheControl,
    etag: row.etag,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Deletes the row, then the bytes. */
export async function deleteObject(deps: Pick<AppDeps, 'db' | 'store'>, scope: SQL, name: string): Promise<void> {
  const [row] = await deps.db
    .delete(storageObjects)
    .where(and(scope, eq(storageObjects.name, name)))
    .returning({ key: storageObjects.key });
  if (!row) throw new AppError('object_not_found');
  await deps.store.delete(row.key);
}

/** Renames the row (the bytes keep their key): 404 unknown source, 409 `object_exists` at the destination. */
export async function moveObject(db: Db, scope: SQL, from: string, to: string): Promise<void> {
  try {
    const moved = await db
      .update(storageObjects)
      .set({ name: to })
      .where(and(scope, eq(storageObjects.name, from)))
      .returning({ id: storageObjects.id });
    if (moved.length === 0) throw new AppError('object_not_found');
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('object_exists');
    throw error;
  }
}

/** Copies bytes and row to a new object owned by `ownerId` (quota counted atomically): 409 at an existing destination. */
export async function copyObject(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  scope: SQL,
  bucket: BucketRow,
  from: string,
  to: string,
  ownerId: string,
): Promise<ObjectRow> {
  const source = await findObject(deps.db, scope, from);
  const [taken] = await deps.db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, bucket.id), eq(storageObjects.name, to)));
  if (taken) throw new AppError('object_exists');
  const id = randomUUID();
  const key = `${bucket.id}/${id}`;
  await deps.store.copy(source.key, key);
  try {
    return await deps.db.transaction(async (tx) => {
      await assertQuota(tx, deps.env, ownerId, { added: source.size, replaced: 0 });
      const [row] = await tx
        .insert(storageObjects)
        .values({
          id,
          key,
          bucketId: bucket.id,
          name: to,
          ownerId,
          size: source.size,
          mimeType: source.mimeType,
          cacheControl: source.cacheControl,
          etag: source.etag,
        })
        .returning();
      if (!row) throw new AppError('object_exists');
      return row;
    });
  } catch (error) {
    await deps.store.delete(key);
    throw pgErrorCode(error) === '23505' ? new AppError('object_exists') : error;
  }
}

type ListRequest = z.output<typeof ZListObjectsRequestSchema>;

/**
 * One folder level under `prefix`, like Supabase: files (with metadata) and sub-folders (`id` null),
 * filtered by `search`, sorted (name ascending by default), paginated (100 from 0 by default).
 */
export async function listObjects(db: Db, scope: SQL, request: ListRequest | TListObjectsRequest) {
  const input = ZListObjectsRequestSchema.parse(request);
  const folder = listPrefixOf(input.prefix);
  const base = folder ? `${folder}/` : '';
  const rest = sql<string>`substr(${storageObjects.name}, ${base.length + 1})`;
  const under = and(scope, like(storageObjects.name, `${escapeLike(base)}%`));
  const files = db
    .select({
      name: sql<string>`${rest}`.as('entry_name'),
      id: sql<string | null>`${storageObjects.id}`.as('entry_id'),
      createdAt: sql<Date | null>`${storageObjects.createdAt}`.as('entry_created_at'),
      updatedAt: sql<Date | null>`${storageObjects.updatedAt}`.as('entry_updated_at'),
      size: sql<number | null>`${storageObjects.size}`.as('entry_size'),
      mimeType: sql<string | null>`${storageObjects.mimeType}`.as('entry_mime_type'),
      cacheControl: sql<string | null>`${storageObjects.cacheControl}`.as('entry_cache_control'),
      etag: sql<string | null>`${storageObjects.etag}`.as('entry_etag'),
    })
    .from(storageObjects)
    .where(and(under, sql`strpos(${rest}, '/') = 0`));
  const folders = db
    .selectDistinct({
      name: sql<string>`split_part(${rest}, '/', 1)`.as('entry_name'),
      id: sql<string | null>`null::uuid`.as('entry_id'),
      createdAt: sql<Date | null>`null::timestamptz`.as('entry_created_at'),
      updatedAt: sql<Date | null>`null::timestamptz`.as('entry_updated_at'),
      size: sql<number | null>`null::bigint`.as('entry_size'),
      mimeType: sql<string | null>`null::text`.as('entry_mime_type'),
      cacheControl: sql<string | null>`null::text`.as('entry_cache_control'),
      etag: sql<string | null>`null::text`.as('entry_etag'),
    })
    .from(storageObjects)
    .where(and(under, sql`strpos(${rest}, '/') > 0`));
  const entries = files.unionAll(folders).as('entries');
  const column = {
    name: entries.name,
    created_at: entries.createdAt,
    updated_at: entries.updatedAt,
    last_accessed_at: entries.updatedAt,
  }[input.sortBy.column];
  const direction = input.sortBy.order === 'desc' ? desc : asc;
  const rows = await db
    .select()
    .from(entries)
    .where(input.search ? ilike(entries.name, `%${escapeLike(input.search)}%`) : undefined)
    .orderBy(direction(column), direction(entries.name))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map((row): StorageListEntry => ({
    name: row.name,
    id: row.id,
    created_at: row.createdAt ? new Date(row.createdAt).toISOString() : null,
    updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    last_accessed_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    metadata:
      row.id === null
        ? null
        : {
            size: Number(row.size),
            mimetype: row.mimeType ?? '',
            cacheControl: row.cacheControl ?? '',
            eTag: row.etag ?? '',
          },
  }));
}
