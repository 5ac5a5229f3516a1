import type { AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { callAuth, type AuthRequest } from './auth-request';
import { SESSION } from '@sante/shared/constants';
import { loadCaller, loadCallerByToken } from './load-caller';
import { callerFromBearer } from './bearer-token';
import { readSignedSessionToken } from './session-cookie';

export type CurrentSession = {
  caller: Caller | null;
  /** Set-Cookie headers to send (cookie cache refresh, sliding renewal, or clearing a dead session). */
  cookies: Headers;
  /** Why a presented session was refused (`session_expired`, `account_deleted`, `account_suspended`, `session_missing`). */
  failure?: AppError;
};

/**
 * The session behind the request's cookie. Fast path: we verify the signed cookie ourselves and read the
 * session context from the session cache or with one query. Slow path (an explicit refresh, or a patient
 * session due for its daily sliding renewal): better-auth's `getSession`, which renews the session and its
 * cookies, then the same checks of role and lifetime.
 */
export async function currentSession(
  deps: Pick<AppDeps, 'db' | 'auth' | 'env' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  options: { refresh?: boolean } = {},
): Promise<CurrentSession> {
  if (req.bearer !== null) return { caller: await callerFromBearer(deps, req, req.bearer), cookies: new Headers() };
  const cookieHeader = req.headers.get('cookie');
  if (!cookieHeader) return { caller: null, cookies: new Headers() };
  if (!options.refresh) {
    const cookieName = (await deps.auth.$context).authCookies.sessionToken.name;
    const token = readSignedSessionToken(cookieHeader, cookieName, deps.env.AUTH_SECRET);
    if (token) {
      try {
        const caller = await loadCallerByToken(deps, req, token);
        if (!dueForSlidingRenewal(caller.sessionExpiresAt)) return { caller, cookies: new Headers() };
      } catch (error) {
        if (error instanceof AppError && error.status === 401)
          return { caller: null, cookies: await expiredSessionCookies(deps), failure: error };
        throw error;
      }
    }
  }
  const { headers, response } = await callAuth(() =>
    deps.auth.api.getSession({
      headers: req.headers,
      returnHeaders: true,
      query: options.refresh ? { disableCookieCache: true } : {},
    }),
  );
  if (!response) return { caller: null, cookies: headers };
  try {
    const caller = await loadCaller(deps, req, response.session.id);
    return { caller, cookies: headers };
  } catch (error) {
    if (error instanceof AppError && error.status === 401)
      return { caller: null, cookies: await expiredSessionCookies(deps), failure: error };
    throw error;
  }
}

/** better-auth renews a session once `updateAge` has passed since its last renewal (7-day sliding sessions). */
function dueForSlidingRenewal(sessionExpiresAt: Date): boolean {
  const lastRenewal = sessionExpiresAt.getTime() - SESSION.patientSlidingMs;
  return Date.now() - lastRenewal >= SESSION.patientRefreshAfterMs;
}

/** Set-Cookie headers that remove better-auth's session cookies from the browser. */
export async function expiredSessionCookies({ auth, env }: Pick<AppDeps, 'auth' | 'env'>): Promise<Headers> {
  const context = await auth.$context;
  const headers = new Headers();
  const secure = env.NODE_ENV === 'production' ? '; Secure' : '';
  for (const cookie of [
    context.authCookies.sessionToken,
    context.authCookies.sessionData,
    context.authCookies.dontRememberToken,
  ]) {
    headers.append('Set-Cookie', `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
