import type { ProtocolKind, ProtocolVersion, TProtocolContent } from '@sante/shared/protocol-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocols, medicalProtocolVersions } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from './unique-violation';
import { auditProtocolChange, protocolVersionView, type ProtocolActor } from './protocol-view';

/**
 * A new draft version of a protocol or procedure (the next number), the way to change a published one. 404 for an
 * unknown one (or one of the other kind); 409 `protocol_draft_exists` while a draft is open (edit that one), including under a race (the unique
 * index on one draft per protocol).
 */
export async function createProtocolVersion(
  db: Db,
  actor: ProtocolActor,
  kind: ProtocolKind,
  protocolId: string,
  content: TProtocolContent,
): Promise<ProtocolVersion> {
  try {
    return await db.transaction(async (tx) => {
      const [protocol] = await tx
        .select({ id: medicalProtocols.id })
        .from(medicalProtocols)
        .where(and(eq(medicalProtocols.id, protocolId), eq(medicalProtocols.kind, kind)))
        .for('update');
      if (!protocol) throw new AppError('not_found');
      const [numbers] = await tx
        .select({
          last: sql<number>`coalesce(max(${medicalProtocolVersions.version}), 0)::int`,
          drafts: sql<number>`count(*) filter (where ${medicalProtocolVersions.status} = 'draft')::int`,
        })
        .from(medicalProtocolVersions)
        .where(eq(medicalProtocolVersions.protocolId, protocolId));
      if ((numbers?.drafts ?? 0) > 0) throw new AppError('protocol_draft_exists');
      const [row] = await tx
        .insert(medicalProtocolVersions)
        .values({
          ...content,
          protocolId,
          version: (numbers?.last ?? 0) + 1,
          status: 'draft',
          createdBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error('protocol version insert returned no row');
      await auditProtocolChange(tx, actor, kind, 'version_create', row);
      return protocolVersionView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('protocol_draft_exists');
    throw error;
  }
}
