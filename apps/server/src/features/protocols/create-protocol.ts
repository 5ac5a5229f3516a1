import type { ProtocolKind, ProtocolVersion, TProtocolContent } from '@sante/shared/protocol-schemas';
import type { Db } from '../../db/client';
import { medicalProtocols, medicalProtocolVersions } from '../../db/schema/protocols';
import { auditProtocolChange, protocolVersionView, type ProtocolActor } from './protocol-view';

/** A new protocol or procedure: its version 1, a draft (audited). */
export async function createProtocol(
  db: Db,
  actor: ProtocolActor,
  kind: ProtocolKind,
  content: TProtocolContent,
): Promise<ProtocolVersion> {
  return db.transaction(async (tx) => {
    const [protocol] = await tx.insert(medicalProtocols).values({ kind }).returning({ id: medicalProtocols.id });
    if (!protocol) throw new Error('protocol insert returned no row');
    const [row] = await tx
      .insert(medicalProtocolVersions)
      .values({ ...content, protocolId: protocol.id, version: 1, status: 'draft', createdBy: actor.userId })
      .returning();
    if (!row) throw new Error('protocol version insert returned no row');
    await auditProtocolChange(tx, actor, kind, 'create', row);
    return protocolVersionView(row);
  });
}
