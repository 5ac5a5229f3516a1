import { isRenderedArchiveSource, type ArchiveSource } from '@sante/shared/archive-constants';
import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import type { AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { ARCHIVE_SOURCE_MODULES } from './archive-sources';
import { auditArchive, type ArchiveRequest } from './archive-view';

/**
 * `POST /api/admin/archives/{source}/{id}/url` (`archives.read`): a signed link of 5 minutes to one stored archived
 * document, minted for each opening and audited in the same transaction as the lookup (source, owner). 404 for an
 * unknown id, an id of another source, or a source rendered on opening (`…/pdf`).
 */
export async function openArchive(
  deps: Pick<AppDeps, 'db' | 'env'>,
  req: ArchiveRequest,
  caller: Caller,
  source: ArchiveSource,
  id: string,
): Promise<SignedDocumentUrl> {
  if (isRenderedArchiveSource(source)) throw new AppError('not_found');
  const object = await deps.db.transaction(async (tx) => {
    const found = await ARCHIVE_SOURCE_MODULES[source].locate(tx, id);
    if (!found?.object) throw new AppError('not_found');
    await auditArchive(tx, req, caller, 'archive.open', id, { source, ownerId: found.ownerId });
    return found.object;
  });
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: object.bucketId, path: object.name };
  const token = objectTokens(deps.env.AUTH_SECRET).sign(target, { purpose: 'download', exp, key: object.key });
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}
