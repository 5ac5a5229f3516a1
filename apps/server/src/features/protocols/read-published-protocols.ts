import type { ProtocolSummary, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { foldedContains } from '../../lib/text-search';
import { protocolVersionView, versionOfKind } from './protocol-view';

const published = and(eq(medicalProtocolVersions.status, 'published'), versionOfKind('protocol'));

/** Whether a version is the newest published one of its protocol. */
export const latestPublished = sql`not exists (
  select 1 from medical_protocol_versions newer
  where newer.protocol_id = ${medicalProtocolVersions.protocolId}
    and newer.status = 'published'
    and newer.version > ${medicalProtocolVersions.version}
)`;

/** The latest published version of each protocol, by condition; `q` searches condition and population. */
export async function listPublishedProtocols(db: Db, q: string): Promise<ProtocolSummary[]> {
  const search = q
    ? or(
        foldedContains(sql`${medicalProtocolVersions.condition}`, q),
        foldedContains(sql`${medicalProtocolVersions.population}`, q),
      )
    : undefined;
  const rows = await db
    .select({
      protocolId: medicalProtocolVersions.protocolId,
      version: medicalProtocolVersions.version,
      condition: medicalProtocolVersions.condition,
      population: medicalProtocolVersions.population,
      sourceDate: medicalProtocolVersions.sourceDate,
      nextReviewDate: medicalProtocolVersions.nextReviewDate,
      validation: medicalProtocolVersions.validation,
      publishedAt: medicalProtocolVersions.publishedAt,
    })
    .from(medicalProtocolVersions)
    .where(and(published, latestPublished, search))
    .orderBy(asc(medicalProtocolVersions.condition));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/** The latest published version of a protocol; 404 when it has none (a draft is not shown to doctors). */
export async function readPublishedProtocol(db: Db, protocolId: string): Promise<ProtocolVersion> {
  const [row] = await db
    .select()
    .from(medicalProtocolVersions)
    .where(and(eq(medicalProtocolVersions.protocolId, protocolId), published))
    .orderBy(desc(medicalProtocolVersions.version))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return protocolVersionView(row);
}
