import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { storageObjects } from '../../db/schema/storage';

export const REMOVE_ORPHAN_OBJECTS_JOB = 'storage.remove-orphan-objects';

/** Bytes younger than this may belong to an upload whose row is being written: never touched. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
const BATCH = 500;

export type OrphanSweep = { scanned: number; removed: number };

/**
 * Removes stored bytes that no object row points to, written more than an hour before `now` (bytes are
 * written before their row: a crash in between leaves them behind). Logs counts only.
 */
export async function removeOrphanObjects(
  deps: Pick<AppDeps, 'db' | 'store' | 'logger'>,
  now = new Date(),
): Promise<OrphanSweep> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const sweep: OrphanSweep = { scanned: 0, removed: 0 };
  let batch: string[] = [];

  async function removeUnreferenced(keys: string[]) {
    const referenced = await deps.db
      .select({ key: storageObjects.key })
      .from(storageObjects)
      .where(inArray(storageObjects.key, keys));
    const kept = new Set(referenced.map((row) => row.key));
    for (const key of keys.filter((candidate) => !kept.has(candidate))) {
      await deps.store.delete(key);
      sweep.removed += 1;
    }
  }

  for await (const { key, modifiedAt } of deps.store.list()) {
    sweep.scanned += 1;
    if (modifiedAt.getTime() >= cutoff) continue;
    batch.push(key);
    if (batch.length === BATCH) {
      await removeUnreferenced(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await removeUnreferenced(batch);
  deps.logger.info(sweep, 'orphan storage objects removed');
  return sweep;
}
