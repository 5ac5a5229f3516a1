import type { ProtocolAdminSummary, ProtocolKind, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { protocolVersionView, versionOfKind } from './protocol-view';

/** Every protocol (or procedure) with its newest version (draft or published) and the number of its latest published one. */
export async function listProtocolsForStaff(db: Db, kind: ProtocolKind): Promise<ProtocolAdminSummary[]> {
  const rows = await db
    .select()
    .from(medicalProtocolVersions)
    .where(versionOfKind(kind))
    .orderBy(asc(medicalProtocolVersions.protocolId), desc(medicalProtocolVersions.version));
  const byProtocol = new Map<string, ProtocolAdminSummary>();
  for (const row of rows) {
    const entry = byProtocol.get(row.protocolId);
    if (!entry) {
      byProtocol.set(row.protocolId, {
        protocolId: row.protocolId,
        latest: protocolVersionView(row),
        publishedVersion: row.status === 'published' ? row.version : null,
      });
    } else if (entry.publishedVersion === null && row.status === 'published') {
      entry.publishedVersion = row.version;
    }
  }
  return [...byProtocol.values()].sort((a, b) => a.latest.condition.localeCompare(b.latest.condition, 'fr'));
}

/** Every version of a protocol (or procedure), newest first; 404 when unknown. */
export async function listProtocolVersions(db: Db, kind: ProtocolKind, protocolId: string): Promise<ProtocolVersion[]> {
  const rows = await db
    .select()
    .from(medicalProtocolVersions)
    .where(and(eq(medicalProtocolVersions.protocolId, protocolId), versionOfKind(kind)))
    .orderBy(desc(medicalProtocolVersions.version));
  if (rows.length === 0) throw new AppError('not_found');
  return rows.map(protocolVersionView);
}
