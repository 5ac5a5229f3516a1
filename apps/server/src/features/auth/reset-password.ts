import { ZResetPasswordRequestSchema } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { revokeSessions } from './revoke-sessions';
import { setPasswordFromToken } from './set-password-from-token';

/** `POST /reset-password`: completes the emailed link; every session of the user is revoked. */
export async function resetPassword(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const input = parseWith(ZResetPasswordRequestSchema, body);
  const userId = await setPasswordFromToken(deps, req, input, 'recovery', 'auth.password_reset');
  await revokeSessions(deps, { userId });
}
