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
import { clearFailures, enforce, heldFor, hit, recordFailure } from '../../lib/rate-limit';
import { notifyUser } from '../messaging/notify-user';
import { parseWith } from '../../lib/validate';
import { callAuth, type AuthRequest } from './auth-request';
import { PHONE_EMAIL_DOMAIN } from './create-user';
import { loadCaller, markSession } from './load-caller';
import { startSignInChallenge, type SessionOpening } from './open-session';

export type PasswordGrantResult = SessionOpening;

/**
 * `grant_type=password`: email OR phone + password. Limits (ADR 022): 60 attempts per minute per address,
 * 10 per minute per address and identifier; wrong passwords slow down progressively per account and address,
 * and per account from all addresses, without locking the code sign-in; the owner is told once per window.
 * One generic `invalid_credentials` whether or not the account exists (the password is hashed either way).
 * With a verified TOTP factor, no session yet: `{ mfaRequired, factorId }`.
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
  await enforce(deps.db, `signin:ip-id:${req.ip}:${identifier}`, RATE_LIMITS.signInPerIpAndIdentifier);

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

  const accountKey = `signin:fail:${found?.userId ?? identifier}`;
  const pairKey = `${accountKey}:${req.ip}`;
  const held = await heldFor(deps.db, [pairKey, accountKey]);
  if (held > 0) throw new AppError('rate_limited', { retryAfter: held });

  const fail = async (reason: string): Promise<never> => {
    const pair = await recordFailure(deps.db, pairKey, RATE_LIMITS.signInBackoffPerAccountAndIp);
    const all = await recordFailure(deps.db, accountKey, RATE_LIMITS.signInBackoffPerAccount);
    if (found && (pair.holdSeconds > 0 || all.holdSeconds > 0)) await tellOwner(deps, req, found.userId);
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
  await clearFailures(deps.db, pairKey);
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

/** Tells the owner that password sign-in is being slowed down on their account, at most once per window. */
async function tellOwner(deps: AppDeps, req: AuthRequest, userId: string): Promise<void> {
  const notice = await hit(deps.db, `signin:notice:${userId}`, {
    limit: 1,
    windowMs: RATE_LIMITS.signInBackoffPerAccount.windowMs,
  });
  if (!notice.allowed) return;
  await notifyUser(deps.db, deps.env, { userId, kind: 'account_security', template: 'sign_in_failures', params: {} });
  req.log.info({ userId }, 'owner told of failed sign-ins');
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
