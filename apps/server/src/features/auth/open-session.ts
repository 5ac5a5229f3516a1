import type { AppDeps, Caller } from '../../app-context';
import { callAuth, type AuthRequest } from './auth-request';
import { loadCaller, markSession } from './load-caller';

export type OpenedSession = { caller: Caller; cookies: Headers };

/** Opens a session for a user already verified by our use case (code, invitation, MFA, sign-up). */
export async function openSession(
  deps: Pick<AppDeps, 'db' | 'auth' | 'sessionCache'>,
  req: AuthRequest,
  userId: string,
  marks: { portal: string; recovery?: boolean },
): Promise<OpenedSession> {
  const { headers, response } = await callAuth(() =>
    deps.auth.api.issueSession({ body: { userId }, headers: req.headers, returnHeaders: true }),
  );
  const sessionId = await markSession(deps.db, response.token, marks);
  const caller = await loadCaller(deps, req, sessionId);
  return { caller, cookies: headers };
}
