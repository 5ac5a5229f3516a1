import { ZMfaVerifyRequestSchema } from '@sante/shared/auth-schemas';
import { OTP, RATE_LIMITS } from '@sante/shared/constants';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { matchTotp, TOTP_SECRET_PURPOSE } from '../../auth/totp';
import { secretBox } from '../../lib/secret-box';
import { mfaChallenges, mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hit, reset } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { notifyUser } from '../messaging/notify-user';
import { loadCaller } from './load-caller';
import { issueSession, type OpenedSession } from './open-session';
import { findSignInChallenge } from './sign-in-with-password';

type Challenge = NonNullable<Awaited<ReturnType<typeof findSignInChallenge>>>;

/**
 * Counts one attempt on the challenge BEFORE the code is evaluated, in one statement: of any number of
 * parallel guesses, at most `OTP.maxAttempts` get past it.
 */
async function countChallengeAttempt(deps: Pick<AppDeps, 'db'>, challenge: Challenge): Promise<void> {
  const now = new Date();
  const [counted] = await deps.db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.id, challenge.id),
        isNull(mfaChallenges.verifiedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.attempts, OTP.maxAttempts),
      ),
    )
    .returning({ attempts: mfaChallenges.attempts });
  if (counted) return;
  if (challenge.verifiedAt || challenge.expiresAt.getTime() <= now.getTime()) throw new AppError('otp_expired');
  throw new AppError('otp_attempts_exceeded');
}

/** Counts one evaluation for the account across all its challenges and sessions (the owner's right code clears it). */
async function countAccountAttempt(deps: AppDeps, req: AuthRequest, userId: string): Promise<void> {
  const rule = RATE_LIMITS.totpAttemptsPerAccount;
  const counted = await hit(deps.db, `totp:${userId}`, rule);
  if (counted.allowed) return;
  // The atomic count makes exactly one request the first refused one of its window: the lock, told once.
  if (counted.count === rule.limit + 1) await tellOwnerOfLock(deps, req, userId);
  throw new AppError('rate_limited', { retryAfter: counted.retryAfterSeconds });
}

/** The owner learns that their TOTP step is locked (their own contacts, no code), with an audit row. */
async function tellOwnerOfLock(deps: AppDeps, req: AuthRequest, userId: string): Promise<void> {
  const rule = RATE_LIMITS.totpAttemptsPerAccount;
  const minutes = rule.windowMs / 60_000;
  await deps.db.transaction(async (tx) => {
    await notifyUser(tx, deps.env, {
      userId,
      kind: 'account_security',
      template: 'totp_locked',
      params: { minutes: String(minutes) },
    });
    await audit(tx, {
      action: 'mfa.totp_locked',
      outcome: 'denied',
      actorId: userId,
      targetType: 'user',
      targetId: userId,
      ip: req.ip,
      requestId: req.requestId,
      details: { limit: rule.limit, windowMinutes: minutes },
    });
  });
  req.log.info({ userId }, 'owner told of a TOTP lock');
}

/**
 * `POST /factors/:id/verify`: with a session, verifies an enrolled factor (enrolment) or a step-up code;
 * without one, completes a sign-in that answered `mfaRequired` (challenge cookie) and opens the session.
 * Each code is counted before it is evaluated: 5 per challenge, 10 per account in 15 minutes (ADR 021).
 */
export async function verifyFactor(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller | null,
  factorId: string,
  challengeCookie: string | undefined,
  body: unknown,
): Promise<OpenedSession> {
  const input = parseWith(ZMfaVerifyRequestSchema, body);
  const challenge = caller ? null : await findSignInChallenge(deps, challengeCookie, factorId);
  if (!caller && !challenge) throw new AppError('session_missing');
  if (challenge) await countChallengeAttempt(deps, challenge);
  const userId = caller?.userId ?? challenge?.userId ?? '';
  await countAccountAttempt(deps, req, userId);
  const [factor] = await deps.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw new AppError('mfa_factor_not_found');
  const seed = secretBox(deps.env.AUTH_SECRET, TOTP_SECRET_PURPOSE).open(factor.secret);
  const step = matchTotp(seed, input.code, new Date(), factor.lastStep);
  // A code is accepted once: of two parallel requests with the same right code, one moves `lastStep`.
  const accepted =
    step === null
      ? []
      : await deps.db
          .update(mfaFactors)
          .set({ lastStep: step, status: 'verified' })
          .where(and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastStep), lt(mfaFactors.lastStep, step))))
          .returning({ id: mfaFactors.id });
  if (accepted.length === 0) {
    await audit(deps.db, {
      action: 'mfa.verify',
      outcome: 'failure',
      actorId: userId,
      targetType: 'mfa_factor',
      targetId: factorId,
      ip: req.ip,
      requestId: req.requestId,
    });
    throw new AppError('mfa_invalid_code');
  }
  await reset(deps.db, `totp:${userId}`);
  await audit(deps.db, {
    action: factor.status === 'verified' ? 'mfa.verify' : 'mfa.enroll_verified',
    outcome: 'success',
    actorId: userId,
    targetType: 'mfa_factor',
    targetId: factorId,
    ip: req.ip,
    requestId: req.requestId,
  });
  if (challenge) {
    const [completed] = await deps.db
      .update(mfaChallenges)
      .set({ verifiedAt: new Date() })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (!completed) throw new AppError('otp_expired');
    const opened = await issueSession(deps, req, userId, {
      portal: challenge.portal ?? 'any',
      recovery: challenge.recovery,
    });
    await audit(deps.db, {
      action: 'auth.sign_in',
      outcome: 'success',
      actorId: userId,
      actorRole: opened.caller.role,
      targetType: 'user',
      targetId: userId,
      ip: req.ip,
      requestId: req.requestId,
      details: { method: 'totp', recovery: challenge.recovery },
    });
    return opened;
  }
  return { caller: await loadCaller(deps, req, caller?.sessionId ?? ''), cookies: new Headers() };
}
