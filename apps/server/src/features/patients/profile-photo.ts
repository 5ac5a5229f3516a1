import { PROFILE_PHOTO_LIMITS } from '@sante/shared/patient-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { patientProfiles } from '../../db/schema/patients';
import { storageObjects } from '../../db/schema/storage';
import { deleteObject } from '../storage/object-operations';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { AVATARS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';
import { auditActor, type Actor } from './patient-actor';

/** The one photo of a patient, in the private `avatars` bucket under the patient's own folder. */
function photoPathOf(userId: string): string {
  return `${userId}/profile-photo`;
}

function auditPhoto(db: Db, actor: Actor, action: 'upload' | 'delete', objectId: string) {
  return auditActor(db, actor, { action: `patient_photo.${action}`, targetType: 'storage_object', targetId: objectId });
}

/** A short-lived signed download URL of the photo object (void as soon as the photo is replaced). */
export async function signedPhotoUrl(deps: Pick<AppDeps, 'db' | 'env'>, objectId: string) {
  const [object] = await deps.db
    .select({ name: storageObjects.name, key: storageObjects.key })
    .from(storageObjects)
    .where(and(eq(storageObjects.id, objectId), eq(storageObjects.bucketId, AVATARS_BUCKET)));
  if (!object) return null;
  const expiresAt = new Date(Date.now() + PROFILE_PHOTO_LIMITS.signedUrlTtlSeconds * 1000);
  const token = objectTokens(deps.env.AUTH_SECRET).sign(
    { bucket: AVATARS_BUCKET, path: object.name },
    { purpose: 'download', exp: Math.floor(expiresAt.getTime() / 1000), key: object.key },
  );
  return { url: objectUrl('sign', AVATARS_BUCKET, object.name, token), expiresAt: expiresAt.toISOString() };
}

/**
 * Stores (or replaces) the caller's photo: size, type (checked against the bytes) and quota by the storage
 * layer; the profile points to it, with an audit row, in the transaction that records the object.
 */
export async function uploadOwnPhoto(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  actor: Actor,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<void> {
  const bucket = await loadBucket(deps.db, AVATARS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: photoPathOf(actor.userId),
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: actor.userId,
    mode: 'upsert',
    onStored: async (tx, object) => {
      await tx
        .insert(patientProfiles)
        .values({ userId: actor.userId, photoObjectId: object.id })
        .onConflictDoUpdate({
          target: patientProfiles.userId,
          set: { photoObjectId: object.id, updatedAt: new Date() },
        });
      await auditPhoto(tx, actor, 'upload', object.id);
    },
  });
}

/** Removes the caller's photo (nothing to do without one). */
export async function deleteOwnPhoto(deps: Pick<AppDeps, 'db' | 'store'>, actor: Actor): Promise<void> {
  const [row] = await deps.db
    .select({ objectId: patientProfiles.photoObjectId })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, actor.userId));
  if (!row?.objectId) return;
  const objectId = row.objectId;
  // The object's row goes first (the profile's reference is set to null by the foreign key), then its bytes.
  await deleteObject(deps, eq(storageObjects.bucketId, AVATARS_BUCKET), photoPathOf(actor.userId));
  await auditPhoto(deps.db, actor, 'delete', objectId);
}
