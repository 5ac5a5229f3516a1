import { ZResetPasswordRequestSchema } from '@sante/shared/auth-schemas';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { session } from '../../db/schema/auth';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { assertStrongPassword } from './create-user';
import { setPassword } from './update-current-user';
import { consumeActionToken } from './use-action-token';

/** `POST /reset-password`: completes the emailed link; every session of the user is revoked. */
export async function resetPassword(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const input = parseWith(ZResetPasswordRequestSchema, body);
  const account = await consumeActionToken(deps.db, input.token, 'recovery', (user) =>
    assertStrongPassword(input.password, user),
  );
  await setPassword(deps, account.userId, input.password);
  await deps.db.delete(session).where(eq(session.userId, account.userId));
  deps.sessionCache.forgetUser(account.userId);
  await audit(deps.db, {
    action: 'auth.password_reset',
    outcome: 'success',
    actorId: account.userId,
    targetType: 'user',
    targetId: account.userId,
    ip: req.ip,
    requestId: req.requestId,
  });
}
