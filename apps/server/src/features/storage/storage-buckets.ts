import { CARER_DOCUMENT_LIMITS } from '@sante/shared/doctor-constants';
import { ATTACHMENT_LIMITS, ATTACHMENT_MIME_TYPES } from '@sante/shared/conversation-constants';
import { LAB_RESULT_LIMITS } from '@sante/shared/lab-result-constants';
import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { STAMP_LIMITS } from '@sante/shared/prescription-constants';
import type { StorageBucket, TCreateBucketRequest, TUpdateBucketRequest } from '@sante/shared/storage-schemas';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageBuckets, storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { bucketIdOf } from './storage-path';
import { pgErrorCode } from './write-object';

export type BucketRow = typeof storageBuckets.$inferSelect;

export const AVATARS_BUCKET = 'avatars';
export const MEDICAL_DOCUMENTS_BUCKET = 'medical-documents';
/** Carers' onboarding documents (ADR 032): identity papers, kept like health data (audited flows only). */
export const CARER_DOCUMENTS_BUCKET = 'carer-documents';
/** Photos, documents and voice notes of the conversations (ADR 033): health data. */
export const CONVERSATION_ATTACHMENTS_BUCKET = 'conversation-attachments';
/** Doctors' stamp/signature images printed on prescriptions (ADR 034): private, read by the PDF and by their owner. */
export const CARER_STAMPS_BUCKET = 'carer-stamps';
/** Lab results uploaded by staff (ADR 039): PDF or photo, health data, read through the results' own routes. */
export const LAB_RESULTS_BUCKET = 'lab-results';
/** Photos and PDFs of paper prescriptions joined to shop orders (ADR 042): health data, read by the order's routes. */
export const ORDER_PRESCRIPTIONS_BUCKET = 'order-prescriptions';
/** The photo of an existing prescription joined to a booking (ADR 058): health data, read by the booking's routes. */
export const BOOKING_PRESCRIPTIONS_BUCKET = 'booking-prescriptions';

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
    holdsHealthData: true,
    fileSizeLimit: MEDICAL_DOCUMENT_LIMITS.maxBytes,
    allowedMimeTypes: [...MEDICAL_DOCUMENT_LIMITS.mimeTypes],
  },
  {
    id: CARER_DOCUMENTS_BUCKET,
    name: CARER_DOCUMENTS_BUCKET,
    public: false,
    holdsHealthData: true,
    fileSizeLimit: CARER_DOCUMENT_LIMITS.maxBytes,
    allowedMimeTypes: [...CARER_DOCUMENT_LIMITS.mimeTypes],
  },
  {
    id: CONVERSATION_ATTACHMENTS_BUCKET,
    name: CONVERSATION_ATTACHMENTS_BUCKET,
    public: false,
    holdsHealthData: true,
    fileSizeLimit: ATTACHMENT_LIMITS.maxBytes,
    allowedMimeTypes: Object.values(ATTACHMENT_MIME_TYPES).flat(),
  },
  {
    id: CARER_STAMPS_BUCKET,
    name: CARER_STAMPS_BUCKET,
    public: false,
    fileSizeLimit: STAMP_LIMITS.maxBytes,
    allowedMimeTypes: [...STAMP_LIMITS.mimeTypes],
  },
  {
    id: LAB_RESULTS_BUCKET,
    name: LAB_RESULTS_BUCKET,
    public: false,
    holdsHealthData: true,
    fileSizeLimit: MEDICAL_DOCUMENT_LIMITS.maxBytes,
    allowedMimeTypes: [...LAB_RESULT_LIMITS.mimeTypes],
  },
  {
    id: ORDER_PRESCRIPTIONS_BUCKET,
    name: ORDER_PRESCRIPTIONS_BUCKET,
    public: false,
    holdsHealthData: true,
    fileSizeLimit: MEDICAL_DOCUMENT_LIMITS.maxBytes,
    allowedMimeTypes: [...MEDICAL_DOCUMENT_LIMITS.mimeTypes],
  },
  {
    id: BOOKING_PRESCRIPTIONS_BUCKET,
    name: BOOKING_PRESCRIPTIONS_BUCKET,
    public: false,
    holdsHealthData: true,
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
    holds_health_data: row.holdsHealthData,
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

/** The super admin changing a bucket's policy (every change is audited). */
export type BucketActor = { userId: string; role: string | null; ip: string; requestId: string };

type BucketDeps = Pick<AppDeps, 'db' | 'env'>;

function auditBucket(db: Db, actor: BucketActor, action: string, bucketId: string, details = {}) {
  return audit(db, {
    action: `storage_bucket.${action}`,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'storage_bucket',
    targetId: bucketId,
    ip: actor.ip,
    requestId: actor.requestId,
    details,
  });
}

/** 400 on a size limit above STORAGE_MAX_FILE_BYTES (the most any upload is read up to). */
function assertSizeLimit(env: AppDeps['env'], limit: number | null | undefined): void {
  if (limit != null && limit > env.STORAGE_MAX_FILE_BYTES)
    throw new AppError('validation_failed', { fieldErrors: { file_size_limit: ['validation.invalidFormat'] } });
}

/** 409 `bucket_holds_health_data`: a health bucket is never public and never loses its flag. */
function assertHealthDataPrivate(settings: { public: boolean; holdsHealthData: boolean }, wasHealth = false): void {
  if ((settings.holdsHealthData && settings.public) || (wasHealth && !settings.holdsHealthData))
    throw new AppError('bucket_holds_health_data');
}

/** Settings that say what changed, for the audit row (no file content, no names). */
function settingsOf(row: BucketRow) {
  return {
    public: row.public,
    holdsHealthData: row.holdsHealthData,
    fileSizeLimit: row.fileSizeLimit,
    allowedMimeTypes: row.allowedMimeTypes?.join(',') ?? null,
  };
}

/** 409 `bucket_exists` when the id is taken. */
export async function createBucket(
  deps: BucketDeps,
  actor: BucketActor,
  input: TCreateBucketRequest,
): Promise<StorageBucket> {
  const settings = { public: input.public ?? false, holdsHealthData: input.holds_health_data ?? false };
  assertHealthDataPrivate(settings);
  assertSizeLimit(deps.env, input.file_size_limit);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storageBuckets)
      .values({
        id: bucketIdOf(input.id),
        name: input.name ?? input.id,
        ...settings,
        fileSizeLimit: input.file_size_limit ?? null,
        allowedMimeTypes: input.allowed_mime_types ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('bucket_exists');
    await auditBucket(tx, actor, 'create', row.id, settingsOf(row));
    return bucketView(row);
  });
}

export async function updateBucket(
  deps: BucketDeps,
  actor: BucketActor,
  id: string,
  input: TUpdateBucketRequest,
): Promise<StorageBucket> {
  const bucket = await loadBucket(deps.db, id);
  const settings = {
    public: input.public ?? bucket.public,
    holdsHealthData: input.holds_health_data ?? bucket.holdsHealthData,
  };
  assertHealthDataPrivate(settings, bucket.holdsHealthData);
  assertSizeLimit(deps.env, input.file_size_limit);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(storageBuckets)
      .set({
        ...settings,
        fileSizeLimit: input.file_size_limit === undefined ? bucket.fileSizeLimit : input.file_size_limit,
        allowedMimeTypes: input.allowed_mime_types === undefined ? bucket.allowedMimeTypes : input.allowed_mime_types,
      })
      .where(eq(storageBuckets.id, bucket.id))
      .returning();
    if (!row) throw new AppError('bucket_not_found');
    await auditBucket(tx, actor, 'update', row.id, settingsOf(row));
    return bucketView(row);
  });
}

/**
 * Deletes every object of the bucket (rows, then bytes). An object a medical document still points to
 * cannot go (foreign key): the whole call fails and nothing is deleted. A health bucket is never emptied
 * here (409 `bucket_holds_health_data`): its documents are deleted one by one through the records API.
 */
export async function emptyBucket(deps: Pick<AppDeps, 'db' | 'store'>, actor: BucketActor, id: string): Promise<void> {
  const bucket = await loadBucket(deps.db, id);
  if (bucket.holdsHealthData) throw new AppError('bucket_holds_health_data');
  const deleted = await deps.db
    .transaction(async (tx) => {
      const rows = await tx
        .delete(storageObjects)
        .where(eq(storageObjects.bucketId, bucket.id))
        .returning({ key: storageObjects.key });
      await auditBucket(tx, actor, 'empty', bucket.id, { objects: rows.length });
      return rows;
    })
    .catch((error: unknown) => {
      // 23001 restrict / 23503 foreign key violation: an object is still referenced.
      throw ['23001', '23503'].includes(pgErrorCode(error) ?? '') ? new AppError('bucket_not_empty') : error;
    });
  for (const object of deleted) await deps.store.delete(object.key);
}

/** 409 `bucket_not_empty` while objects remain. */
export async function deleteBucket(db: Db, actor: BucketActor, id: string): Promise<void> {
  const bucket = await loadBucket(db, id);
  const [object] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(eq(storageObjects.bucketId, bucket.id))
    .limit(1);
  if (object) throw new AppError('bucket_not_empty');
  await db.transaction(async (tx) => {
    await tx.delete(storageBuckets).where(eq(storageBuckets.id, bucket.id));
    await auditBucket(tx, actor, 'delete', bucket.id);
  });
}
