import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { audit, type AuditEntry } from '../../lib/audit';
import type { AuthRequest } from './auth-request';

export type CallerAuditEntry = Omit<AuditEntry, 'actorId' | 'actorRole' | 'ip' | 'requestId' | 'outcome'> & {
  outcome?: AuditEntry['outcome'];
};

/** An audit row for what the signed-in caller did, with the request's IP and id (success unless told). */
export function auditCaller(
  db: Db,
  req: Pick<AuthRequest, 'ip' | 'requestId'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  entry: CallerAuditEntry,
) {
  return audit(db, {
    ...entry,
    outcome: entry.outcome ?? 'success',
    actorId: caller.userId,
    actorRole: caller.role,
    ip: req.ip,
    requestId: req.requestId,
  });
}
