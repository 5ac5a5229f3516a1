import type { Db } from '../db/client';
import { auditLog, type AUDIT_OUTCOMES } from '../db/schema/audit';

export type AuditEntry = {
  action: string;
  outcome: (typeof AUDIT_OUTCOMES)[number];
  actorId?: string | null;
  actorRole?: string | null;
  targetType?: string;
  targetId?: string | null;
  ip?: string | null;
  requestId?: string | null;
  /** Ids and flags only: never names, contact details, codes or medical content. */
  details?: Record<string, string | number | boolean | null>;
};

/** Writes one audit row. Pass the transaction when the audited change happens in one. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome,
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? null,
  });
}
