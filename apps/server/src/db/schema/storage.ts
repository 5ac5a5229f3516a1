import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Storage buckets (specification section 7): public flag, size limit, allowed MIME types. A bucket holding
 * health data (`medical-documents`) can never be public: the database refuses it (ADR 024).
 */
export const storageBuckets = pgTable(
  'storage_buckets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    public: boolean('public').notNull().default(false),
    holdsHealthData: boolean('holds_health_data').notNull().default(false),
    fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
    allowedMimeTypes: text('allowed_mime_types').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [check('storage_buckets_health_data_private', sql`not (${table.holdsHealthData} and ${table.public})`)],
);

/**
 * Objects, addressed by bucket and path (`name`). The bytes are stored under `key` (bucket id / object id),
 * so a move only renames the row.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bucketId: text('bucket_id')
      .notNull()
      .references(() => storageBuckets.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    ownerId: uuid('owner_id').references(() => user.id, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    cacheControl: text('cache_control').notNull(),
    etag: text('etag').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('storage_objects_bucket_name_key').on(table.bucketId, table.name),
    uniqueIndex('storage_objects_key_key').on(table.key),
    index('storage_objects_owner_idx').on(table.ownerId),
  ],
);
