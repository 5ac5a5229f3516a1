import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthRequest } from './auth-request';
import { currentSession, type CurrentSession } from './current-session';

/**
 * `grant_type=refresh_token`: re-reads the session from the database (bypassing the cookie cache) so
 * better-auth slides a patient session (7 days, renewed after 1 day); staff and doctor limits do not move.
 */
export async function refreshSession(
  deps: AppDeps,
  req: AuthRequest,
): Promise<CurrentSession & { caller: NonNullable<CurrentSession['caller']> }> {
  const current = await currentSession(deps, req, { refresh: true });
  if (!current.caller) throw current.failure ?? new AppError('session_missing');
  return { ...current, caller: current.caller };
}
