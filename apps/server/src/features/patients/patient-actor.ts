import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import type { AuthRequest } from '../auth/auth-request';
import { auditCaller, type CallerAuditEntry } from '../auth/audit-caller';

/** The signed-in patient changing their own profile, photo or number, for the audit rows. */
export type Actor = Pick<Caller, 'userId' | 'role'> & Pick<AuthRequest, 'ip' | 'requestId'>;

/** An audit row for what the patient did (success unless told). */
export function auditActor(db: Db, actor: Actor, entry: CallerAuditEntry) {
  return auditCaller(db, actor, actor, entry);
}
