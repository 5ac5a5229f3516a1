import type { ArchiveSource } from '@sante/shared/archive-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { archiveHolds } from '../../db/schema/archives';
import { AppError } from '../../lib/app-error';
import { pgErrorCode } from '../storage/write-object';
import { ARCHIVE_SOURCE_MODULES } from './archive-sources';
import { auditArchive, type ArchiveRequest } from './archive-view';

/** The reason, as `ZArchiveHoldRequestSchema` parsed it (kept for staff, never in the audit). */
type Reason = { reason: string };

/**
 * `PUT /api/admin/archives/{source}/{id}/hold` (`archives.read`): puts one document on legal hold (the yearly purge
 * skips it) with its reason, audited with ids only. 404 for an unknown document, 409 when a hold is in force.
 */
export async function setArchiveHold(
  db: Db,
  req: ArchiveRequest,
  caller: Caller,
  source: ArchiveSource,
  id: string,
  { reason }: Reason,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const found = await ARCHIVE_SOURCE_MODULES[source].locate(tx, id);
      if (!found) throw new AppError('not_found');
      await tx.insert(archiveHolds).values({ source, documentId: id, reason, heldBy: caller.userId });
      await auditArchive(tx, req, caller, 'archive.hold', id, { source, ownerId: found.ownerId });
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('archive_already_held');
    throw error;
  }
}

/**
 * `DELETE /api/admin/archives/{source}/{id}/hold` (`archives.read`): lifts the hold in force with its reason (the
 * row stays, lifted, as history), audited with ids only. 404 when the document has no hold in force.
 */
export async function liftArchiveHold(
  db: Db,
  req: ArchiveRequest,
  caller: Caller,
  source: ArchiveSource,
  id: string,
  { reason }: Reason,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(archiveHolds)
      .set({ liftReason: reason, liftedBy: caller.userId, liftedAt: new Date() })
      .where(and(eq(archiveHolds.source, source), eq(archiveHolds.documentId, id), isNull(archiveHolds.liftedAt)))
      .returning({ id: archiveHolds.id });
    if (!lifted) throw new AppError('not_found');
    await auditArchive(tx, req, caller, 'archive.hold_lift', id, { source, holdId: lifted.id });
  });
}
