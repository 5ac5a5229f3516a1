import type { ProtocolVersion } from '@sante/shared/protocol-schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { auditProtocolChange, protocolVersionView, type ProtocolActor } from './protocol-view';
import { notADraft } from './update-protocol-draft';

/** Publishes a draft (audited): doctors see it from now on, in place of the previous published version. */
export async function publishProtocolVersion(
  db: Db,
  actor: ProtocolActor,
  versionId: string,
  now: Date,
): Promise<ProtocolVersion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicalProtocolVersions)
      .set({ status: 'published', publishedAt: now, publishedBy: actor.userId, updatedAt: now })
      .where(and(eq(medicalProtocolVersions.id, versionId), eq(medicalProtocolVersions.status, 'draft')))
      .returning();
    if (!row) throw await notADraft(tx, versionId);
    await auditProtocolChange(tx, actor, 'protocol.publish', row);
    return protocolVersionView(row);
  });
}
