import type { ProtocolKind, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { audit } from '../../lib/audit';

export type ProtocolActor = { userId: string; role: string | null; ip: string; requestId: string };

/** The versions of documents of one kind (protocols or procedures, ADR 045): the same API serves both. */
export function versionOfKind(kind: ProtocolKind): SQL {
  return sql`exists (select 1 from medical_protocols kind_of where kind_of.id = ${medicalProtocolVersions.protocolId} and kind_of.kind = ${kind})`;
}

/** A version row as the API returns it. */
export function protocolVersionView(row: typeof medicalProtocolVersions.$inferSelect): ProtocolVersion {
  return {
    id: row.id,
    protocolId: row.protocolId,
    version: row.version,
    status: row.status,
    condition: row.condition,
    population: row.population,
    sourceCitation: row.sourceCitation,
    sourceDate: row.sourceDate,
    reviewer: row.reviewer,
    nextReviewDate: row.nextReviewDate,
    steps: row.steps,
    drugs: row.drugs,
    referralCriteria: row.referralCriteria,
    redFlags: row.redFlags,
    validation: row.validation,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit row of a change to a protocol or procedure version (ids only): `protocol.publish`, `procedure.publish`… */
export async function auditProtocolChange(
  tx: Db,
  actor: ProtocolActor,
  kind: ProtocolKind,
  change: string,
  row: { id: string; protocolId: string; version: number },
): Promise<void> {
  await audit(tx, {
    action: `${kind}.${change}`,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'medical_protocol_version',
    targetId: row.id,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { protocolId: row.protocolId, version: row.version },
  });
}
