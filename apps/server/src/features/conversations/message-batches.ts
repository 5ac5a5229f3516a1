import type { AppDeps } from '../../app-context';
import { DatabaseBusyError, isDatabaseUnavailable } from '../../db/connection-errors';
import type { Db } from '../../db/client';
import { errorSummary } from '../../lib/error-summary';
import type { Logger } from '../../lib/logger';
import { appendMessages, type Appended, type AppendRequest } from './append-messages';

type Write = (requests: readonly AppendRequest[]) => Promise<(Appended | null)[]>;

type Waiting = {
  request: AppendRequest;
  queuedAt: number;
  resolve: (appended: Appended | null) => void;
  reject: (error: unknown) => void;
};

export type BatchLimits = {
  /** Most messages one statement writes. */
  maxBatch: number;
  /** Messages waiting for their turn beyond which a new one is refused at once (`DatabaseBusyError`). */
  maxWaiting: number;
  /** A new message is also refused while the oldest waiting one has waited this long (ms): the database is stuck. */
  maxWaitMs: number;
};

/**
 * At 1,000 messages a second a queue of 2,000 is two seconds of work; the web client waits 10 s for an answer
 * before it sends again, so a refusal (retried with the same client id) comes well before.
 */
const LIMITS: BatchLimits = { maxBatch: 500, maxWaiting: 2_000, maxWaitMs: 2_000 };

/**
 * Group commit of new text messages (ADR 060): ONE statement at a time per process writes every message that
 * arrived while the previous one ran (`appendMessages`), so under load a commit (one WAL flush, one round trip)
 * carries many messages, and alone a message is written at once (the next turn of the event loop). Each caller is
 * answered only once its message is committed, with its own result. Messages keep their order of arrival; a
 * message whose client id is already in the batch waits for the next one (its retry is then recognised).
 * Overload is refused at once with `DatabaseBusyError` (a retryable 503 / `service_unavailable`) rather than
 * queued until the clients time out.
 */
export class MessageBatches {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly write: Write,
    private readonly log: Logger,
    private readonly limits: BatchLimits = LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The stored message once committed, or `null` when the single-message path must decide (`appendMessages`). */
  append(request: AppendRequest): Promise<Appended | null> {
    const oldest = this.waiting[0];
    if (
      this.waiting.length >= this.limits.maxWaiting ||
      (oldest && this.now() - oldest.queuedAt > this.limits.maxWaitMs)
    ) {
      return Promise.reject(new DatabaseBusyError());
    }
    const appended = new Promise<Appended | null>((resolve, reject) => {
      this.waiting.push({ request, queuedAt: this.now(), resolve, reject });
    });
    if (!this.writing) {
      this.writing = true;
      // The messages read from the sockets in this turn of the event loop go together.
      setImmediate(() => void this.writeAll());
    }
    return appended;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.take();
      try {
        const results = await this.write(batch.map((entry) => entry.request));
        batch.forEach((entry, index) => entry.resolve(results[index] ?? null));
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          for (const entry of batch) entry.reject(error);
          continue;
        }
        // A statement that failed as a whole (a retry of one of its client ids committed meanwhile by another
        // process, a deadlock with another process): each message takes the single path, which answers it alone.
        this.log.warn(
          { err: errorSummary(error instanceof Error ? error : new Error(String(error))), messages: batch.length },
          'message batch failed, messages written one by one',
        );
        for (const entry of batch) entry.resolve(null);
      }
    }
    this.writing = false;
  }

  /** The next batch: the oldest messages, at most `maxBatch`, each client id of a conversation once. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const entry of this.waiting) {
      const key = `${entry.request.conversationId} ${entry.request.clientId}`;
      if (batch.length < this.limits.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(entry);
      } else rest.push(entry);
    }
    this.waiting = rest;
    return batch;
  }
}

const byDatabase = new WeakMap<Db, MessageBatches>();

/** The message batches of this database in this process (one writer per database). */
export function messageBatchesOf(deps: Pick<AppDeps, 'db' | 'logger'>): MessageBatches {
  let batches = byDatabase.get(deps.db);
  if (!batches) {
    batches = new MessageBatches((requests) => appendMessages(deps.db, requests), deps.logger);
    byDatabase.set(deps.db, batches);
  }
  return batches;
}
