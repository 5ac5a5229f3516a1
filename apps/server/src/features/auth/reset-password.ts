import { ZResetPasswordRequestSchema } from '@sante/shared/auth-schemas';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { session } from '../../db/schema/auth';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { setPasswordFromToken } from './set-password-from-token';

/** `POST /reset-password`: completes the emailed link; every session of the user is revoked. */
export async function resetPassword(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const input = parseWith(ZResetPasswordRequestSchema, body);
  const userId = await setPasswordFromToken(deps, req, input, 'recovery', 'auth.password_reset');
  await deps.db.delete(session).where(eq(session.userId, userId));
  deps.sessionCache.forgetUser(userId);
}
