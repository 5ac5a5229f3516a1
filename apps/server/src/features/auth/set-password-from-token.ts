import type { AppDeps } from '../../app-context';
import type { TokenPurpose } from '../../db/schema/auth-codes';
import { audit } from '../../lib/audit';
import type { AuthRequest } from './auth-request';
import { assertStrongPassword } from './create-user';
import { setPassword } from './update-current-user';
import { consumeActionToken } from './use-action-token';

/**
 * A link token (invitation or recovery) is used once to set a strong password for its account, with an audit
 * row. Returns the account's user id.
 */
export async function setPasswordFromToken(
  deps: AppDeps,
  req: AuthRequest,
  input: { token: string; password: string },
  purpose: TokenPurpose,
  action: string,
): Promise<string> {
  const account = await consumeActionToken(deps.db, input.token, purpose, (user) =>
    assertStrongPassword(input.password, user),
  );
  await setPassword(deps, account.userId, input.password);
  await audit(deps.db, {
    action,
    outcome: 'success',
    actorId: account.userId,
    targetType: 'user',
    targetId: account.userId,
    ip: req.ip,
    requestId: req.requestId,
  });
  return account.userId;
}
