import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<void>;

const LOCK_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export async function enqueue(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAt = new Date(),
): Promise<string> {
  const [row] = await db.insert(jobs).values({ kind, payload, runAt }).returning({ id: jobs.id });
  if (!row) throw new Error('enqueue returned no row');
  return row.id;
}

/** Claims due jobs (and jobs whose worker died: lock expired) without blocking other workers. */
export async function claim(db: Db, limit: number, now = new Date()): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
        and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/** Runs one job: done on success; on failure, retried later with back-off until `maxAttempts`. */
export async function runJob(
  db: Db,
  job: JobRow,
  handler: JobHandler | undefined,
  now = () => new Date(),
): Promise<void> {
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(job);
    await db.update(jobs).set({ status: 'done', finishedAt: now(), lockedUntil: null }).where(eq(jobs.id, job.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const exhausted = job.attempts >= job.maxAttempts;
    await db
      .update(jobs)
      .set({
        status: exhausted ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        runAt: new Date(now().getTime() + backoffMs(job.attempts)),
        lockedUntil: null,
        finishedAt: exhausted ? now() : null,
      })
      .where(eq(jobs.id, job.id));
    throw error;
  }
}
