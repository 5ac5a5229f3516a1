import { OTP, RATE_LIMITS } from '@sante/shared/constants';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { checkCode, generateCode, hashCode } from '../../auth/one-time-code';
import type { Db } from '../../db/client';
import { oneTimeCodes, type CodePurpose } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limit';

export type StoredOneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Who a code is for: the account, and the email or E.164 phone it is sent to. */
export type CodeRecipient = { purpose: CodePurpose; identifier: string; userId: string };

/** The send limits of every code: 1 per 60 s and 5 per day per identifier (email or phone). */
export async function enforceCodeSendLimits(db: Db, identifier: string): Promise<void> {
  await enforce(db, `code:min:${identifier}`, RATE_LIMITS.codeSendPerIdentifier);
  await enforce(db, `code:day:${identifier}`, RATE_LIMITS.codeSendPerIdentifierDaily);
}

/**
 * Stores a new code for `recipient` (its hash only, valid 10 minutes) and returns it, to be sent in the same
 * transaction. The unused codes of the same purpose for the same identifier (or, `replacing: 'user'`, for the
 * same account) stop working.
 */
export async function issueCode(
  tx: Db,
  secret: string,
  recipient: CodeRecipient,
  replacing: 'identifier' | 'user' = 'identifier',
): Promise<string> {
  const code = generateCode();
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        replacing === 'user'
          ? eq(oneTimeCodes.userId, recipient.userId)
          : eq(oneTimeCodes.identifier, recipient.identifier),
        eq(oneTimeCodes.purpose, recipient.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    ...recipient,
    codeHash: hashCode(secret, code),
    expiresAt: new Date(Date.now() + OTP.ttlMs),
  });
  return code;
}

/**
 * Checks `submitted` against the last unused code sent to `sentTo.identifier` for `sentTo.purpose` (and to
 * `sentTo.userId` when given): 10 minutes, 5 attempts, each attempt counted atomically (two parallel guesses
 * cannot both use the last one). Right: consumes the code and returns it. Otherwise throws `otp_invalid`,
 * `otp_expired` or `otp_attempts_exceeded`, after `onWrongCode` (the caller's audit) for a counted wrong guess.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  sentTo: { purpose: CodePurpose; identifier: string; userId?: string },
  submitted: string,
  onWrongCode: (stored: StoredOneTimeCode) => Promise<void>,
): Promise<StoredOneTimeCode> {
  const [stored] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        sentTo.userId === undefined ? undefined : eq(oneTimeCodes.userId, sentTo.userId),
        eq(oneTimeCodes.identifier, sentTo.identifier),
        eq(oneTimeCodes.purpose, sentTo.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!stored) throw new AppError('otp_invalid');
  const result = checkCode(secret, stored, submitted, new Date());
  if (result === 'expired') throw new AppError('otp_expired');
  if (result === 'attempts_exceeded' && stored.attempts >= OTP.maxAttempts) throw new AppError('otp_attempts_exceeded');
  const [counted] = await db
    .update(oneTimeCodes)
    .set(
      result === 'ok'
        ? { attempts: sql`${oneTimeCodes.attempts} + 1`, consumedAt: new Date() }
        : { attempts: sql`${oneTimeCodes.attempts} + 1` },
    )
    .where(
      and(eq(oneTimeCodes.id, stored.id), eq(oneTimeCodes.attempts, stored.attempts), isNull(oneTimeCodes.consumedAt)),
    )
    .returning({ id: oneTimeCodes.id });
  if (!counted) throw new AppError('otp_invalid');
  if (result !== 'ok') {
    await onWrongCode(stored);
    throw new AppError(result === 'attempts_exceeded' ? 'otp_attempts_exceeded' : 'otp_invalid');
  }
  return stored;
}
