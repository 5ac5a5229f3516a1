import { isStaffRole } from '@sante/shared/roles';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { AVATARS_BUCKET, type BucketRow } from './storage-buckets';

export type AccessMode = 'read' | 'write';

/** A literal for LIKE / ILIKE patterns (`%`, `_` and `\\` escaped). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Folder of a user's own objects in `avatars`. */
export function ownFolderOf(userId: string): string {
  return `${userId}/`;
}

/**
 * The objects of `bucket` the caller may reach through the generic object routes, as a where-clause:
 * staff everything; anyone else their own `avatars/<userId>/...` objects, plus reading a public bucket.
 * `medical-documents` is reached by patients only through the documents API. 403 `forbidden` when
 * nothing of the bucket is reachable.
 */
export function reachableObjects(caller: Caller, bucket: BucketRow, mode: AccessMode): SQL {
  const inBucket = eq(storageObjects.bucketId, bucket.id);
  if (isStaffRole(caller.role)) return inBucket;
  if (mode === 'read' && bucket.public) return inBucket;
  if (bucket.id === AVATARS_BUCKET)
    return and(inBucket, like(storageObjects.name, `${escapeLike(ownFolderOf(caller.userId))}%`)) ?? inBucket;
  throw new AppError('forbidden');
}

/** The same rule for one path (before anything is read or written): 403 `forbidden` outside it. */
export function assertPathReachable(caller: Caller, bucket: BucketRow, path: string, mode: AccessMode): void {
  if (isStaffRole(caller.role)) return;
  if (mode === 'read' && bucket.public) return;
  if (bucket.id === AVATARS_BUCKET && path.startsWith(ownFolderOf(caller.userId))) return;
  throw new AppError('forbidden');
}
