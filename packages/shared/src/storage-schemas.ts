import { z } from 'zod';
import { STORAGE_DEFAULTS } from './constants';

/**
 * The storage contract (`/api/storage`, specification section 7), shaped like Supabase Storage
 * (snake_case bucket fields, `bucketId`/`sourceKey`/`destinationKey`). Messages are `validation.*` keys.
 */

const invalid = { error: 'validation.invalidFormat' } as const;

const bucketId = z.string({ error: 'validation.required' }).regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, invalid);

/**
 * The only types any bucket stores: images a browser cannot run script from, PDF, plain text (the default
 * type of an upload without one, always served as a download) and WebM audio (the conversations' voice notes,
 * ADR 033). Never HTML, SVG or XHTML.
 */
export const SAFE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
  'audio/webm',
] as const;

/** A bucket's allowed type: one of the safe types, or `image/*` (the safe images). */
const mimeType = z.enum([...SAFE_MIME_TYPES, 'image/*'], invalid);

const bucketSettings = {
  public: z.boolean(invalid).optional(),
  /** A bucket holding health data is never public and out of the generic object routes (ADR 024). */
  holds_health_data: z.boolean(invalid).optional(),
  file_size_limit: z.number(invalid).int(invalid).positive(invalid).nullable().optional(),
  allowed_mime_types: z.array(mimeType, invalid).max(50, invalid).nullable().optional(),
};

/** `POST /api/storage/bucket`. */
export const ZCreateBucketRequestSchema = z.object({
  id: bucketId,
  name: z
    .string(invalid)
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' })
    .optional(),
  ...bucketSettings,
});
export type TCreateBucketRequest = z.input<typeof ZCreateBucketRequestSchema>;

/** `PUT /api/storage/bucket/{id}`. */
export const ZUpdateBucketRequestSchema = z.object(bucketSettings);
export type TUpdateBucketRequest = z.input<typeof ZUpdateBucketRequestSchema>;

export type StorageBucket = {
  id: string;
  name: string;
  public: boolean;
  holds_health_data: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
};

/** `POST /api/storage/object/list/{bucket}`: one folder level under `prefix`. */
export const ZListObjectsRequestSchema = z.object({
  prefix: z.string(invalid).max(1024, { error: 'validation.tooLong' }).default(''),
  limit: z.number(invalid).int(invalid).min(1, invalid).max(1000, invalid).default(STORAGE_DEFAULTS.listLimit),
  offset: z.number(invalid).int(invalid).min(0, invalid).default(STORAGE_DEFAULTS.listOffset),
  sortBy: z
    .object({
      column: z
        .enum(['name', 'created_at', 'updated_at', 'last_accessed_at'], invalid)
        .default(STORAGE_DEFAULTS.listSortColumn),
      order: z.enum(['asc', 'desc'], invalid).default(STORAGE_DEFAULTS.listSortOrder),
    })
    .default({ column: STORAGE_DEFAULTS.listSortColumn, order: STORAGE_DEFAULTS.listSortOrder }),
  search: z.string(invalid).max(200, { error: 'validation.tooLong' }).optional(),
});
export type TListObjectsRequest = z.input<typeof ZListObjectsRequestSchema>;

/** A file (`id` set) or a folder (`id` null) in a listing. */
export type StorageListEntry = {
  name: string;
  id: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
  metadata: { size: number; mimetype: string; cacheControl: string; eTag: string } | null;
};

/** `POST /api/storage/object/move` and `/object/copy`. */
export const ZMoveObjectRequestSchema = z.object({
  bucketId,
  sourceKey: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  destinationKey: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type TMoveObjectRequest = z.input<typeof ZMoveObjectRequestSchema>;

/** `POST /api/storage/object/sign/{bucket}/{path}`: seconds of validity (max 7 days). */
export const ZSignObjectRequestSchema = z.object({
  expiresIn: z
    .number({ error: 'validation.required' })
    .int(invalid)
    .min(1, invalid)
    .max(7 * 24 * 3600, invalid),
});
export type TSignObjectRequest = z.input<typeof ZSignObjectRequestSchema>;

/** `GET /api/storage/object/info/{bucket}/{path}`. */
export type StorageObjectInfo = {
  id: string;
  name: string;
  bucket_id: string;
  size: number;
  content_type: string;
  cache_control: string;
  etag: string;
  created_at: string;
  updated_at: string;
};
