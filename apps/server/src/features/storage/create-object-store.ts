import path from 'node:path';
import type { Env } from '../../env';
import { localObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

/** The store chosen by STORAGE_DRIVER (env.ts guarantees the S3 settings when `s3`). */
export function createObjectStore(env: Env): ObjectStore {
  if (env.STORAGE_DRIVER === 'local') return localObjectStore(path.join(env.DATA_DIR, 'storage'));
  return s3ObjectStore({
    endpoint: env.S3_ENDPOINT ?? '',
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
