import { auditCaller } from './audit-caller';
import { RATE_LIMITS } from '@sante/shared/constants';
import { ZPasswordGrantRequestSchema } from '@sante/shared/auth-schemas';
import { MISSING_CREDENTIALS_MESSAGE } from '@sante/shared/error-codes';
import { isEmail } from '@sante/shared/identifier';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { account, user } from '../../db/schema/auth';
import { mfaChallenges, mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { enforce, hit, peek } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { callAuth, type AuthRequest } from './auth-request';
import { PHONE_EMAIL_DOMAIN } from './create-user';
import { loadCaller, markSession } from './load-caller';
import { startSignInChallenge, type SessionOpening } from './open-session';

export type PasswordGrantResult = SessionOpening;

/**
 * `grant_type=password`: email OR phone + password. 5 attempts per minute per IP, 10 failures per
 * 15 minutes per account; one generic `invalid_credentials` whether or not the account exists (the
 * password is hashed either way). With a verified TOTP factor, no session yet: `{ mfaRequired, factorId }`.
 */
export async function signInWithPassword(deps: AppDeps, req: AuthRequest, body: unknown): Promise<PasswordGrantResult> {
  const input = parseWith(ZPasswordGrantRequestSchema, body);
  const emailText = input.email?.trim() ?? '';
  const phoneText = input.phone?.trim() ?? '';
  if (!input.password || (!emailText && !phoneText))
    throw new AppError('missing_credentials', { message: MISSING_CREDENTIALS_MESSAGE });
  const password = input.password;

  await enforce(deps.db, `signin:ip:${req.ip}`, RATE_LIMITS.signInPerIp);

  const email =
    emailText && isEmail(emailText) && !emailText.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`)
      ? emailText.toLowerCase()
      : null;
  const phone = !emailText && phoneText ? normaliseCameroonPhone(phoneText) : null;
  const identifier = email ?? phone ?? (emailText || phoneText).toLowerCase();

  const [found] =
    email || phone
      ? await deps.db
          .select({
            userId: user.id,
            passwordHash: account.password,
            factorId: sql<
              string | null
            >`(select ${mfaFactors.id} from ${mfaFactors} where ${mfaFactors.userId} = ${user.id} and ${mfaFactors.status} = 'verified' order by ${mfaFactors.createdAt} limit 1)`,
          })
          .from(user)
          .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
          .where(email ? eq(user.email, email) : eq(user.phoneNumber, phone ?? ''))
      : [];

  const failureKey = `signin:fail:${found?.userId ?? identifier}`;
  const failures = await peek(deps.db, failureKey, RATE_LIMITS.signInFailuresPerAccount);
  if (!failures.allowed) throw new AppError('rate_limited', { retryAfter: failures.retryAfterSeconds });

  const fail = async (reason: string): Promise<never> => {
    await hit(deps.db, failureKey, RATE_LIMITS.signInFailuresPerAccount);
    await audit(deps.db, {
      action: 'auth.sign_in',
      outcome: 'failure',
      targetType: 'user',
      targetId: found?.userId ?? null,
      ip: req.ip,
      requestId: req.requestId,
      details: { reason },
    });
    throw new AppError('invalid_credentials');
  };

  if (!found?.passwordHash) {
    await hashPassword(password); // same work as a real check: no timing oracle on account existence
    return fail(found ? 'no_password' : 'unknown_account');
  }

  if (found.factorId) {
    if (!(await verifyPassword(found.passwordHash, password))) return fail('wrong_password');
    await audit(deps.db, {
      action: 'auth.sign_in',
      outcome: 'success',
      actorId: found.userId,
      targetType: 'user',
      targetId: found.userId,
      ip: req.ip,
      requestId: req.requestId,
      details: { step: 'mfa_required' },
    });
    const cookies = await startSignInChallenge(deps, found.userId, found.factorId, { portal: input.portal });
    return { kind: 'mfa', factorId: found.factorId, cookies };
  }

  let result: { headers: Headers; response: { token: string } };
  try {
    result = await callAuth<{ headers: Headers; response: { token: string } }>(() =>
      email
        ? deps.auth.api.signInEmail({ body: { email, password }, headers: req.headers, returnHeaders: true })
        : deps.auth.api.signInPhoneNumber({
            body: { phoneNumber: phone ?? '', password },
            headers: req.headers,
            returnHeaders: true,
          }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials') return fail('wrong_password');
    throw error;
  }
  const sessionId = await markSession(deps.db, result.response.token, { portal: input.portal });
  const caller = await loadCaller(deps, req, sessionId);
  await auditCaller(deps.db, req, caller, {
    action: 'auth.sign_in',
    targetType: 'user',
    targetId: caller.userId,
    details: { method: email ? 'email' : 'phone', portal: input.portal },
  });
  req.log.info({ userId: caller.userId, sessionId }, 'signed in');
  return { kind: 'session', opened: { caller, cookies: result.headers } };
}

/** Completes a sign-in that answered `mfaRequired`: the pending challenge of the cookie, for this factor. */
export async function findSignInChallenge(deps: AppDeps, challengeId: string | undefined, factorId: string) {
  if (!challengeId || !/^[0-9a-f-]{36}$/i.test(challengeId)) return null;
  const [row] = await deps.db
    .select()
    .from(mfaChallenges)
    .where(
      and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId), eq(mfaChallenges.kind, 'signin')),
    )
    .orderBy(asc(mfaChallenges.createdAt));
  return row ?? null;
}
