import type { ProtocolKind, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { auditProtocolChange, protocolVersionView, versionOfKind, type ProtocolActor } from './protocol-view';
import { notADraft } from './update-protocol-draft';

/** Publishes a draft (audited): carers see it from now on, in place of the previous published version. */
export async function publishProtocolVersion(
  db: Db,
  actor: ProtocolActor,
  kind: ProtocolKind,
  versionId: string,
  now: Date,
): Promise<ProtocolVersion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicalProtocolVersions)
      .set({ status: 'published', publishedAt: now, publishedBy: actor.userId, updatedAt: now })
      .where(
        and(
          eq(medicalProtocolVersions.id, versionId),
          eq(medicalProtocolVersions.status, 'draft'),
          versionOfKind(kind),
        ),
      )
      .returning();
    if (!row) throw await notADraft(tx, kind, versionId);
    await auditProtocolChange(tx, actor, kind, 'publish', row);
    return protocolVersionView(row);
  });
}
