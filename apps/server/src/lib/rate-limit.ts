import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from './app-error';

export type RateRule = { limit: number; windowMs: number };

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

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

/** Counts a hit and throws `rate_limited` (429 with Retry-After) past the limit. */
export async function enforce(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const result = await hit(db, key, rule, now);
  if (!result.allowed) throw new AppError('rate_limited', { retryAfter: result.retryAfterSeconds });
}
