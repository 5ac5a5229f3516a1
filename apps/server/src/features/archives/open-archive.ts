import type { ArchiveSource } from '@sante/shared/archive-constants';
import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { medicalDocuments } from '../../db/schema/patients';
import { storageObjects } from '../../db/schema/storage';
import { labResults } from '../../db/schema/tasks';
import { AppError } from '../../lib/app-error';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { CARER_DOCUMENTS_BUCKET, LAB_RESULTS_BUCKET, MEDICAL_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import { auditArchive, type ArchiveRequest } from './archive-view';

type Found = { ownerId: string; bucketId: string; name: string; key: string };

const objectColumns = {
  bucketId: storageObjects.bucketId,
  name: storageObjects.name,
  key: storageObjects.key,
};

/** The document's object, found through its source's own row (an unknown id, or one of another source: none). */
async function findArchived(db: AppDeps['db'], source: ArchiveSource, id: string): Promise<Found | undefined> {
  switch (source) {
    case 'medical_document': {
      const [row] = await db
        .select({ ownerId: medicalDocuments.patientId, ...objectColumns })
        .from(medicalDocuments)
        .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
        .where(and(eq(medicalDocuments.id, id), eq(storageObjects.bucketId, MEDICAL_DOCUMENTS_BUCKET)));
      return row;
    }
    case 'lab_result': {
      const [row] = await db
        .select({ ownerId: labResults.patientId, ...objectColumns })
        .from(labResults)
        .innerJoin(storageObjects, eq(storageObjects.id, labResults.objectId))
        .where(and(eq(labResults.id, id), eq(storageObjects.bucketId, LAB_RESULTS_BUCKET)));
      return row;
    }
    case 'carer_document': {
      const [row] = await db
        .select({ ownerId: sql<string>`split_part(${storageObjects.name}, '/', 1)`, ...objectColumns })
        .from(storageObjects)
        .where(and(eq(storageObjects.id, id), eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET)));
      return row;
    }
  }
}

/**
 * `POST /api/admin/archives/{source}/{id}/url` (`archives.read`): a signed link of 5 minutes to one archived
 * document, minted for each opening and audited in the same transaction as the lookup (source, owner, object).
 * 404 for an unknown id or an id of another source.
 */
export async function openArchive(
  deps: Pick<AppDeps, 'db' | 'env'>,
  req: ArchiveRequest,
  caller: Caller,
  source: ArchiveSource,
  id: string,
): Promise<SignedDocumentUrl> {
  const found = await deps.db.transaction(async (tx) => {
    const row = await findArchived(tx, source, id);
    if (!row) throw new AppError('not_found');
    await auditArchive(tx, req, caller, 'archive.open', id, { source, ownerId: row.ownerId });
    return row;
  });
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: found.bucketId, path: found.name };
  const token = objectTokens(deps.env.AUTH_SECRET).sign(target, { purpose: 'download', exp, key: found.key });
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}
