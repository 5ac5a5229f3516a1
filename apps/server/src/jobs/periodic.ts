import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { enqueue, type JobHandler } from './queue';

/** A job that runs every `everyMs`: each run queues the next one. */
export type PeriodicJob = { kind: string; everyMs: number };

/**
 * Queues the next run of `kind` at `runAt` unless one is already pending or running (other than `exceptJobId`,
 * the run asking). A per-kind lock in the transaction keeps two servers booting together from queuing two.
 */
export async function schedulePeriodic(db: Db, kind: string, runAt: Date, exceptJobId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`periodic-job:${kind}`}, 0))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(jobs.status, ['pending', 'running']),
          exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
        ),
      )
      .limit(1);
    if (!queued) await enqueue(tx, kind, {}, runAt);
  });
}

/** At boot: every periodic job has its next run queued (the first one now). */
export async function ensurePeriodicJobs(db: Db, periodic: readonly PeriodicJob[], now = new Date()): Promise<void> {
  for (const { kind } of periodic) await schedulePeriodic(db, kind, now);
}

/**
 * The handler of a periodic job: queues the next run first (a failing run is retried by the queue and the
 * period goes on), then runs.
 */
export function periodicHandler(db: Db, job: PeriodicJob, run: () => Promise<unknown>): JobHandler {
  return async (row) => {
    await schedulePeriodic(db, job.kind, new Date(Date.now() + job.everyMs), row.id);
    await run();
  };
}
