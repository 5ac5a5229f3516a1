import type { ProtocolKind, ProtocolVersion, TProtocolContent } from '@sante/shared/protocol-schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { auditProtocolChange, protocolVersionView, versionOfKind, type ProtocolActor } from './protocol-view';

/** Replaces a draft's content (audited). A published version is never edited: 409 `protocol_version_published`. */
export async function updateProtocolDraft(
  db: Db,
  actor: ProtocolActor,
  kind: ProtocolKind,
  versionId: string,
  content: TProtocolContent,
): Promise<ProtocolVersion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicalProtocolVersions)
      .set({ ...content, updatedAt: new Date() })
      .where(
        and(
          eq(medicalProtocolVersions.id, versionId),
          eq(medicalProtocolVersions.status, 'draft'),
          versionOfKind(kind),
        ),
      )
      .returning();
    if (!row) throw await notADraft(tx, kind, versionId);
    await auditProtocolChange(tx, actor, kind, 'draft_update', row);
    return protocolVersionView(row);
  });
}

/** Why a version is not an editable draft: unknown or of the other kind (404), or published (409). */
export async function notADraft(db: Db, kind: ProtocolKind, versionId: string): Promise<AppError> {
  const [existing] = await db
    .select({ status: medicalProtocolVersions.status })
    .from(medicalProtocolVersions)
    .where(and(eq(medicalProtocolVersions.id, versionId), versionOfKind(kind)));
  return new AppError(existing ? 'protocol_version_published' : 'not_found');
}
