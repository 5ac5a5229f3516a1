import { isStaffRole } from '@sante/shared/roles';
import { and, eq, like, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { AVATARS_BUCKET, type BucketRow } from './storage-buckets';

export type AccessMode = 'read' | 'write';

/** Longest life of a signed link to an object of a bucket holding health data. */
export const HEALTH_DATA_LINK_MAX_SECONDS = 5 * 60;

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
 * A bucket holding health data (`medical-documents`) is reached by no one here, staff included: only
 * through purpose-built, audited flows (the records API). 403 `forbidden` when nothing is reachable.
 */
export function reachableObjects(caller: Caller, bucket: BucketRow, mode: AccessMode): SQL {
  const inBucket = eq(storageObjects.bucketId, bucket.id);
  if (bucket.holdsHealthData) throw new AppError('forbidden');
  if (isStaffRole(caller.role)) return inBucket;
  if (mode === 'read' && bucket.public) return inBucket;
  if (bucket.id === AVATARS_BUCKET)
    return and(inBucket, like(storageObjects.name, `${escapeLike(ownFolderOf(caller.userId))}%`)) ?? inBucket;
  throw new AppError('forbidden');
}

/** The same rule for one path (before anything is read or written): 403 `forbidden` outside it. */
export function assertPathReachable(caller: Caller, bucket: BucketRow, path: string, mode: AccessMode): void {
  if (bucket.holdsHealthData) throw new AppError('forbidden');
  if (isStaffRole(caller.role)) return;
  if (mode === 'read' && bucket.public) return;
  if (bucket.id === AVATARS_BUCKET && path.startsWith(ownFolderOf(caller.userId))) return;
  throw new AppError('forbidden');
}
