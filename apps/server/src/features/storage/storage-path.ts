import { AppError } from '../../lib/app-error';

export const MAX_OBJECT_PATH_LENGTH = 1024;

/** Words of the route table that cannot be bucket ids (`/object/sign/...`, `/object/public/...`). */
const RESERVED_BUCKET_IDS = new Set(['sign', 'upload', 'public', 'authenticated', 'list', 'move', 'copy', 'info']);
const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/**
 * An object path as the API accepts it: relative, `/`-separated, no empty, `.` or `..` segment,
 * no backslash, no control character (NUL included), at most 1024 characters.
 */
export function isValidObjectPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_OBJECT_PATH_LENGTH) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** 400 `invalid_path` unless valid. */
export function objectPathOf(path: string | undefined): string {
  if (path === undefined || !isValidObjectPath(path)) throw new AppError('invalid_path');
  return path;
}

/** A folder prefix for listing: empty, or a valid path (a trailing `/` is allowed and dropped). */
export function listPrefixOf(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/\/$/, '');
  return trimmed === '' ? '' : objectPathOf(trimmed);
}

export function isValidBucketId(id: string): boolean {
  return BUCKET_ID.test(id) && !RESERVED_BUCKET_IDS.has(id);
}

/** Bucket ids are lower-case slugs; anything else cannot name a bucket (404 `bucket_not_found`). */
export function bucketIdOf(id: string | undefined): string {
  if (id === undefined || !isValidBucketId(id)) throw new AppError('bucket_not_found');
  return id;
}
