import { OTP } from '@sante/shared/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { mfaChallenges, mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { callAuth, type AuthRequest } from './auth-request';
import { loadCaller, markSession } from './load-caller';

export type OpenedSession = { caller: Caller; cookies: Headers };

/** A verified first step: a session, or (a verified TOTP factor on the account) the second step to take. */
export type SessionOpening =
  { kind: 'session'; opened: OpenedSession } | { kind: 'mfa'; factorId: string; cookies: Headers };

type SessionMarks = { portal: string; recovery?: boolean };

export const MFA_CHALLENGE_COOKIE = 'sante_mfa_challenge';

/**
 * THE way a user verified by one of our use cases (password, one-time code, recovery code, invitation,
 * sign-up) gets a session: with a verified TOTP factor, no session yet but a sign-in challenge (cookie,
 * 10 minutes) that `POST /factors/:id/verify` completes with the code.
 */
export async function openSession(
  deps: Pick<AppDeps, 'db' | 'auth' | 'sessionCache' | 'env' | 'realtime'>,
  req: AuthRequest,
  userId: string,
  marks: SessionMarks,
): Promise<SessionOpening> {
  const [factor] = await deps.db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
    .orderBy(asc(mfaFactors.createdAt))
    .limit(1);
  if (!factor) return { kind: 'session', opened: await issueSession(deps, req, userId, marks) };
  return { kind: 'mfa', factorId: factor.id, cookies: await startSignInChallenge(deps, userId, factor.id, marks) };
}

/** Stores a sign-in challenge for `factorId` and returns the cookie that names it. */
export async function startSignInChallenge(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: string,
  factorId: string,
  marks: SessionMarks,
): Promise<Headers> {
  const [challenge] = await deps.db
    .insert(mfaChallenges)
    .values({
      factorId,
      userId,
      kind: 'signin',
      portal: marks.portal,
      recovery: marks.recovery ?? false,
      expiresAt: new Date(Date.now() + OTP.ttlMs),
    })
    .returning({ id: mfaChallenges.id });
  if (!challenge) throw new AppError('internal_error');
  const cookies = new Headers();
  const secure = deps.env.NODE_ENV === 'production' ? '; Secure' : '';
  cookies.append(
    'Set-Cookie',
    `${MFA_CHALLENGE_COOKIE}=${challenge.id}; Max-Age=${OTP.ttlMs / 1000}; Path=/api/auth; HttpOnly; SameSite=Lax${secure}`,
  );
  return cookies;
}

/** Issues the session itself: only through `openSession`, or once the second factor is verified. */
export async function issueSession(
  deps: Pick<AppDeps, 'db' | 'auth' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  userId: string,
  marks: SessionMarks,
): Promise<OpenedSession> {
  const { headers, response } = await callAuth(() =>
    deps.auth.api.issueSession({ body: { userId }, headers: req.headers, returnHeaders: true }),
  );
  const sessionId = await markSession(deps.db, response.token, marks);
  const caller = await loadCaller(deps, req, sessionId);
  return { caller, cookies: headers };
}
