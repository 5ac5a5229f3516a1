import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions, procedureAcknowledgements } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { versionOfKind, type ProtocolActor } from './protocol-view';
import { latestPublished } from './read-published-protocols';

/**
 * The carer's « lu et compris » of the current published version of a procedure (ADR 045), once per version: a
 * second one keeps the first date. 404 for a draft, an older version, a protocol or an unknown id. Audited.
 */
export async function acknowledgeProcedure(
  db: Db,
  actor: ProtocolActor,
  versionId: string,
  now: Date,
): Promise<{ acknowledgedAt: string }> {
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select({ id: medicalProtocolVersions.id, protocolId: medicalProtocolVersions.protocolId })
      .from(medicalProtocolVersions)
      .where(
        and(
          eq(medicalProtocolVersions.id, versionId),
          eq(medicalProtocolVersions.status, 'published'),
          versionOfKind('procedure'),
          latestPublished,
        ),
      );
    if (!version) throw new AppError('not_found');
    await tx
      .insert(procedureAcknowledgements)
      .values({ versionId, carerId: actor.userId, acknowledgedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ acknowledgedAt: procedureAcknowledgements.acknowledgedAt })
      .from(procedureAcknowledgements)
      .where(
        and(eq(procedureAcknowledgements.versionId, versionId), eq(procedureAcknowledgements.carerId, actor.userId)),
      );
    if (!row) throw new Error('acknowledgement insert left no row');
    await audit(tx, {
      action: 'procedure.acknowledge',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'medical_protocol_version',
      targetId: versionId,
      ip: actor.ip,
      requestId: actor.requestId,
      details: { protocolId: version.protocolId },
    });
    return { acknowledgedAt: row.acknowledgedAt.toISOString() };
  });
}
