import type { CarerDocument } from '@sante/shared/carer-schemas';
import { CARER_DOCUMENT_KINDS, CARER_DOCUMENT_LIMITS, type CarerDocumentKind } from '@sante/shared/doctor-constants';
import { and, asc, eq, like } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { storageObjects } from '../../db/schema/storage';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { assertStaffMay } from '../auth/staff-permission';
import { escapeLike } from '../storage/storage-access';
import { CARER_DOCUMENTS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { writeObject } from '../storage/write-object';
import { findCarer } from './carer-view';

const folderOf = (carerId: string) => `${carerId}/`;

/**
 * A carer's onboarding documents (photo, diploma, ID, Ordre card), newest version of each, with signed links of
 * 5 minutes; staff only (`user.read`), and every listing is audited since it hands out links to identity papers.
 */
export async function listCarerDocuments(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  carerId: string,
): Promise<CarerDocument[]> {
  await findCarer(deps.db, carerId);
  await assertStaffMay(deps, req, caller, 'user.read', 'medecin', carerId);
  const rows = await deps.db
    .select({
      name: storageObjects.name,
      key: storageObjects.key,
      mimeType: storageObjects.mimeType,
      size: storageObjects.size,
      updatedAt: storageObjects.updatedAt,
    })
    .from(storageObjects)
    .where(
      and(
        eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET),
        like(storageObjects.name, `${escapeLike(folderOf(carerId))}%`),
      ),
    )
    .orderBy(asc(storageObjects.name));
  await auditCaller(deps.db, req, caller, {
    action: 'admin.carer_documents_read',
    targetType: 'user',
    targetId: carerId,
  });
  const exp = Math.floor(Date.now() / 1000) + CARER_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const tokens = objectTokens(deps.env.AUTH_SECRET);
  return rows.flatMap((row) => {
    const kind = CARER_DOCUMENT_KINDS.find((candidate) => row.name === `${folderOf(carerId)}${candidate}`);
    if (!kind) return [];
    const token = tokens.sign(
      { bucket: CARER_DOCUMENTS_BUCKET, path: row.name },
      { purpose: 'download', exp, key: row.key },
    );
    return [
      {
        kind,
        mimeType: row.mimeType,
        size: row.size,
        uploadedAt: row.updatedAt.toISOString(),
        url: objectUrl('sign', CARER_DOCUMENTS_BUCKET, row.name, token),
      },
    ];
  });
}

/** Stores (or replaces) one document of the carer: type checked against the bytes, size by the bucket; audited. */
export async function uploadCarerDocument(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  carerId: string,
  kind: CarerDocumentKind,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<void> {
  await findCarer(deps.db, carerId);
  await assertStaffMay(deps, req, caller, 'user.update', 'medecin', carerId);
  const bucket = await loadBucket(deps.db, CARER_DOCUMENTS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${folderOf(carerId)}${kind}`,
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: carerId,
    mode: 'upsert',
    onStored: async (tx, object) => {
      await auditCaller(tx, req, caller, {
        action: 'admin.carer_document_upload',
        targetType: 'user',
        targetId: carerId,
        details: { kind, objectId: object.id },
      });
    },
  });
}
