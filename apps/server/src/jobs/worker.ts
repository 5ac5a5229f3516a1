import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { claim, runJob, type JobHandler } from './queue';

export type Worker = { stop: () => Promise<void>; drain: () => Promise<number> };

/**
 * Polls the durable queue. `drain()` runs every due job now (tests and the first tick after boot use it),
 * so nothing queued before a restart is lost.
 */
export function startWorker(options: {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  autoStart?: boolean;
}): Worker {
  const { db, logger, handlers, pollMs = 1000, autoStart = true } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function drainOnce(): Promise<number> {
    let processed = 0;
    for (;;) {
      const batch = await claim(db, 10);
      if (batch.length === 0) return processed;
      for (const job of batch) {
        try {
          await runJob(db, job, handlers[job.kind]);
          logger.info({ jobId: job.id, kind: job.kind }, 'job done');
        } catch (error) {
          logger.warn(
            { jobId: job.id, kind: job.kind, attempts: job.attempts, err: (error as Error).message },
            'job failed',
          );
        }
        processed++;
      }
    }
  }

  function drain(): Promise<number> {
    running ??= drainOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => logger.error({ err: (error as Error).message }, 'job worker tick failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  if (autoStart) schedule();

  return {
    drain,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
