import type { Context } from 'hono';
import type { AppBindings } from '../../app-context';
import { callerOf } from '../auth/require-caller';

/** Who acts, as the audit rows record it. */
export type AccountActor = { actorId: string; actorRole: string | null; ip: string; requestId: string };

export function accountActorOf(c: Context<AppBindings>): AccountActor {
  const caller = callerOf(c);
  return { actorId: caller.userId, actorRole: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}
