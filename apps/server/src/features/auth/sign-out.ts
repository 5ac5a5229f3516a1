import { ZSignOutScopeSchema } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { currentSession, expiredSessionCookies } from './current-session';
import { revokeSessions } from './revoke-sessions';

/**
 * `POST /logout?scope=global|local|others` (default local). Idempotent: without a live session the answer
 * is still a success (and the browser's cookies are cleared).
 */
export async function signOut(deps: AppDeps, req: AuthRequest, scopeParam: string | undefined): Promise<Headers> {
  const parsed = ZSignOutScopeSchema.safeParse(scopeParam ?? 'local');
  if (!parsed.success) throw new AppError('invalid_scope', { fieldErrors: { scope: ['validation.invalidScope'] } });
  const scope = parsed.data;
  const { caller } = await currentSession(deps, req);
  if (!caller) return expiredSessionCookies(deps);
  deps.sessionCache.forgetUser(caller.userId);
  if (scope === 'others') await revokeSessions(deps, { userId: caller.userId, exceptSessionId: caller.sessionId });
  else if (scope === 'global') await revokeSessions(deps, { userId: caller.userId });
  else await revokeSessions(deps, { sessionId: caller.sessionId });
  await auditCaller(deps.db, req, caller, {
    action: 'auth.sign_out',
    targetType: 'user',
    targetId: caller.userId,
    details: { scope },
  });
  req.log.info({ userId: caller.userId, scope }, 'signed out');
  return scope === 'others' ? new Headers() : expiredSessionCookies(deps);
}
