import { ZInviteAcceptRequestSchema } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { assertStrongPassword } from './create-user';
import { openSession, type OpenedSession } from './open-session';
import { setPassword } from './update-current-user';
import { consumeActionToken } from './use-action-token';

/** `POST /invite/accept`: the invited doctor or staff member chooses a password and is signed in. */
export async function acceptInvite(deps: AppDeps, req: AuthRequest, body: unknown): Promise<OpenedSession> {
  const input = parseWith(ZInviteAcceptRequestSchema, body);
  const account = await consumeActionToken(deps.db, input.token, 'invite', (user) =>
    assertStrongPassword(input.password, user),
  );
  await setPassword(deps, account.userId, input.password);
  await audit(deps.db, {
    action: 'auth.invite_accept',
    outcome: 'success',
    actorId: account.userId,
    targetType: 'user',
    targetId: account.userId,
    ip: req.ip,
    requestId: req.requestId,
  });
  return openSession(deps, req, account.userId, { portal: 'any' });
}
