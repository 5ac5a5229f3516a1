import { ZMfaVerifyRequestSchema } from '@sante/shared/auth-schemas';
import { OTP } from '@sante/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { matchTotp, TOTP_SECRET_PURPOSE } from '../../auth/totp';
import { secretBox } from '../../lib/secret-box';
import { mfaChallenges, mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { loadCaller } from './load-caller';
import { openSession, type OpenedSession } from './open-session';
import { findSignInChallenge } from './sign-in-with-password';

/**
 * `POST /factors/:id/verify`: with a session, verifies an enrolled factor (enrolment) or a step-up code;
 * without one, completes a password grant that answered `mfaRequired` (challenge cookie) and opens the session.
 */
export async function verifyFactor(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller | null,
  factorId: string,
  challengeCookie: string | undefined,
  body: unknown,
): Promise<OpenedSession | { caller: Caller; cookies: Headers }> {
  const input = parseWith(ZMfaVerifyRequestSchema, body);
  const challenge = caller ? null : await findSignInChallenge(deps, challengeCookie, factorId);
  if (!caller && !challenge) throw new AppError('session_missing');
  if (challenge && (challenge.verifiedAt || challenge.expiresAt.getTime() <= Date.now()))
    throw new AppError('otp_expired');
  if (challenge && challenge.attempts >= OTP.maxAttempts) throw new AppError('otp_attempts_exceeded');
  const userId = caller?.userId ?? challenge?.userId ?? '';
  const [factor] = await deps.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw new AppError('mfa_factor_not_found');
  const seed = secretBox(deps.env.AUTH_SECRET, TOTP_SECRET_PURPOSE).open(factor.secret);
  const step = matchTotp(seed, input.code, new Date(), factor.lastStep);
  if (step === null) {
    if (challenge)
      await deps.db
        .update(mfaChallenges)
        .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
        .where(eq(mfaChallenges.id, challenge.id));
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
  await deps.db.update(mfaFactors).set({ lastStep: step, status: 'verified' }).where(eq(mfaFactors.id, factorId));
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
    await deps.db.update(mfaChallenges).set({ verifiedAt: new Date() }).where(eq(mfaChallenges.id, challenge.id));
    const opened = await openSession(deps, req, userId, { portal: challenge.portal ?? 'any' });
    await audit(deps.db, {
      action: 'auth.sign_in',
      outcome: 'success',
      actorId: userId,
      actorRole: opened.caller.role,
      targetType: 'user',
      targetId: userId,
      ip: req.ip,
      requestId: req.requestId,
      details: { method: 'password+totp' },
    });
    return opened;
  }
  return { caller: await loadCaller(deps, req, caller?.sessionId ?? ''), cookies: new Headers() };
}
