import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from './app-error';

export type RateRule = { limit: number; windowMs: number };

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Progressive back-off: the first `free` failures in `windowMs` cost nothing; each further one holds the key
 * for `baseSeconds`·2^(n-free-1), at most `maxSeconds`. A hold slows a guesser down without locking anyone out
 * for long.
 */
export type BackoffRule = { free: number; baseSeconds: number; maxSeconds: number; windowMs: number };

/**
 * Counts one hit against `key` in a fixed window, atomically, in the database (survives a restart and
 * holds across server processes). One statement: no read-then-write race.
 */
export async function hit(db: Db, key: string, rule: RateRule, now = new Date()): Promise<RateResult> {
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds };
}

/** Reads a counter without counting (e.g. failures per account before checking a password). */
export async function peek(db: Db, key: string, rule: RateRule, now = new Date()): Promise<RateResult> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  const row = rows[0];
  if (!row || row.resetAt.getTime() <= now.getTime()) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count < rule.limit, count: row.count, retryAfterSeconds };
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Seconds of hold after the `failures`-th failure under `rule` (0 while within the free failures). */
export function backoffSeconds(rule: BackoffRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** Math.min(30, failures - rule.free - 1));
}

/**
 * Counts one failure against `key` and, past the free ones, holds the key (`<key>:hold`) for the back-off;
 * a hold only ever grows. Returns the failures counted in the window and the hold it set (seconds, 0 = none).
 */
export async function recordFailure(
  db: Db,
  key: string,
  rule: BackoffRule,
  now = new Date(),
): Promise<{ failures: number; holdSeconds: number }> {
  const { count } = await hit(db, key, { limit: Number.MAX_SAFE_INTEGER, windowMs: rule.windowMs }, now);
  const holdSeconds = backoffSeconds(rule, count);
  if (holdSeconds > 0) {
    const until = new Date(now.getTime() + holdSeconds * 1000).toISOString();
    await db
      .insert(rateLimits)
      .values({ key: `${key}:hold`, count: 1, resetAt: new Date(until) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { resetAt: sql`greatest(${rateLimits.resetAt}, ${until}::timestamptz)` },
      });
  }
  return { failures: count, holdSeconds };
}

/** The longest hold still running on any of `keys` (seconds, 0 = none): one query. */
export async function heldFor(db: Db, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        keys.map((key) => `${key}:hold`),
      ),
    );
  const until = Math.max(0, ...rows.map((row) => row.resetAt.getTime()));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Forgets a failure counter and its hold (after a success). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [key, `${key}:hold`]));
}

/** Counts a hit and throws `rate_limited` (429 with Retry-After) past the limit. */
export async function enforce(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const result = await hit(db, key, rule, now);
  if (!result.allowed) throw new AppError('rate_limited', { retryAfter: result.retryAfterSeconds });
}
