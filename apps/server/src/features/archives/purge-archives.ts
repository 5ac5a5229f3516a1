import {
  ARCHIVE_PURGE,
  type ArchiveDocument,
  type ArchivePurgePreview,
  type ArchiveSource,
} from '@sante/shared/archive-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { archiveHolds } from '../../db/schema/archives';
import { schedulePeriodic } from '../../jobs/periodic';
import type { JobHandler } from '../../jobs/queue';
import { audit } from '../../lib/audit';
import { ARCHIVE_SOURCE_MODULES } from './archive-sources';
import { findArchives } from './list-archives';
import { nextArchivePurgeAt, purgeDayOf } from './purge-schedule';

export const ARCHIVE_PURGE_JOB = 'archives.yearly-purge';

/** Documents looked at per source and per round of a run (a run goes on until none is left). */
const BATCH = 200;

/**
 * `GET /api/admin/archives/purge` (`archives.read`): what the next yearly purge will remove — the documents whose
 * retention ends before its day and that are not on legal hold — newest first, at most a page.
 */
export async function previewArchivePurge(db: AppDeps['db'], now: Date): Promise<ArchivePurgePreview> {
  const runsAt = nextArchivePurgeAt(now);
  const { documents, truncated } = await findArchives(db, { dueBy: purgeDayOf(runsAt) });
  const soon = runsAt.getTime() - now.getTime() <= ARCHIVE_PURGE.noticeDays * 24 * 3_600_000;
  return { runsAt: runsAt.toISOString(), soon, documents, truncated };
}

export type ArchivePurgeResult = { purged: number; kept: number };

/**
 * The yearly purge (ADR 055): removes each document whose retention ended before `now`'s Douala day and that is not
 * on legal hold — its row and its stored object's row in one transaction with an `archive.purge` audit row (ids
 * only), then its bytes. The hold is read again in the transaction (a hold set during the run wins).
 */
export async function purgeArchives(
  deps: Pick<AppDeps, 'db' | 'store' | 'logger'>,
  now: Date,
): Promise<ArchivePurgeResult> {
  const dueBy = purgeDayOf(now);
  const result: ArchivePurgeResult = { purged: 0, kept: 0 };
  for (const source of Object.keys(ARCHIVE_SOURCE_MODULES) as ArchiveSource[]) {
    const module = ARCHIVE_SOURCE_MODULES[source];
    const skipped = new Set<string>();
    for (;;) {
      const due = (await module.list(deps.db, { dueBy }, BATCH + skipped.size)).filter(
        (document) => !skipped.has(document.id),
      );
      if (due.length === 0) break;
      for (const document of due) {
        if (await purgeOne(deps, document, now)) result.purged += 1;
        else {
          skipped.add(document.id);
          result.kept += 1;
        }
      }
    }
  }
  deps.logger.info({ job: ARCHIVE_PURGE_JOB, ...result }, 'archives purged');
  return result;
}

async function purgeOne(deps: Pick<AppDeps, 'db' | 'store'>, document: ArchiveDocument, now: Date): Promise<boolean> {
  const module = ARCHIVE_SOURCE_MODULES[document.source];
  const key = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: archiveHolds.id })
      .from(archiveHolds)
      .where(
        and(
          eq(archiveHolds.source, document.source),
          eq(archiveHolds.documentId, document.id),
          isNull(archiveHolds.liftedAt),
        ),
      )
      .for('update');
    if (held) return false;
    const found = await module.locate(tx, document.id);
    if (!found || !(await module.remove(tx, document.id))) return false;
    await audit(tx, {
      action: 'archive.purge',
      outcome: 'success',
      targetType: 'archive_document',
      targetId: document.id,
      details: {
        source: document.source,
        ownerId: found.ownerId,
        retainUntil: document.retainUntil,
        at: now.toISOString(),
      },
    });
    return found.object?.key ?? null;
  });
  if (key === false) return false;
  if (key) await deps.store.delete(key);
  return true;
}

/** The job's handler: queues next year's run first (a failed run is retried by the queue), then purges. */
export function archivePurgeHandler(deps: Pick<AppDeps, 'db' | 'store' | 'logger'>): JobHandler {
  return async (row) => {
    const now = new Date();
    await schedulePeriodic(deps.db, ARCHIVE_PURGE_JOB, nextArchivePurgeAt(now), row.id);
    await purgeArchives(deps, now);
  };
}

/** At boot: the next yearly run is queued (once, whatever the number of servers). */
export const ensureArchivePurge = (db: AppDeps['db'], now = new Date()) =>
  schedulePeriodic(db, ARCHIVE_PURGE_JOB, nextArchivePurgeAt(now));
