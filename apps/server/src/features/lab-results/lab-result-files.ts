import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageObjects } from '../../db/schema/storage';
import { labResults } from '../../db/schema/tasks';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { LAB_RESULTS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';
import { auditResult } from './lab-result-view';

/**
 * `POST /api/admin/results/{id}/file` (`results.manage`): the PDF or photo of a result that has none yet (type
 * checked against the bytes by the storage layer, private bucket `lab-results`). A second file is 409.
 */
export async function attachLabResultFile(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  actor: ClinicActor,
  id: string,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<void> {
  const [result] = await deps.db
    .select({ id: labResults.id, patientId: labResults.patientId, objectId: labResults.objectId })
    .from(labResults)
    .where(eq(labResults.id, id));
  if (!result) throw new AppError('not_found');
  if (result.objectId) throw new AppError('object_exists');
  const bucket = await loadBucket(deps.db, LAB_RESULTS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${result.patientId}/${result.id}-${randomUUID()}`,
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: result.patientId,
    mode: 'create',
    onStored: async (tx, object) => {
      const [updated] = await tx
        .update(labResults)
        .set({ objectId: object.id })
        .where(and(eq(labResults.id, result.id), isNull(labResults.objectId)))
        .returning({ id: labResults.id });
      if (!updated) throw new AppError('object_exists');
      await auditResult(tx, actor, 'lab_result.file', result.id, { patientId: result.patientId });
    },
  });
}

/** A 5-minute signed URL of a result's file, for a result row already found through a scoped query. */
export async function signedResultFileUrl(db: Db, secret: string, objectId: string | null): Promise<SignedDocumentUrl> {
  if (!objectId) throw new AppError('not_found');
  const [object] = await db
    .select({ name: storageObjects.name, key: storageObjects.key })
    .from(storageObjects)
    .where(and(eq(storageObjects.id, objectId), eq(storageObjects.bucketId, LAB_RESULTS_BUCKET)));
  if (!object) throw new AppError('not_found');
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: LAB_RESULTS_BUCKET, path: object.name };
  const token = objectTokens(secret).sign(target, { purpose: 'download', exp, key: object.key });
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}
