import { ZInviteAcceptRequestSchema } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { openSession, type SessionOpening } from './open-session';
import { setPasswordFromToken } from './set-password-from-token';

/**
 * `POST /invite/accept`: the invited doctor or staff member chooses a password and is signed in (after the
 * TOTP when the account already has a factor).
 */
export async function acceptInvite(deps: AppDeps, req: AuthRequest, body: unknown): Promise<SessionOpening> {
  const input = parseWith(ZInviteAcceptRequestSchema, body);
  const userId = await setPasswordFromToken(deps, req, input, 'invite', 'auth.invite_accept');
  return openSession(deps, req, userId, { portal: 'any' });
}
