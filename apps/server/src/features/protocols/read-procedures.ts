import type { ProcedureReading, ProcedureSummary } from '@sante/shared/protocol-schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocolVersions, procedureAcknowledgements } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';
import { protocolVersionView, versionOfKind } from './protocol-view';
import { latestPublished } from './read-published-protocols';

const publishedProcedure = and(eq(medicalProtocolVersions.status, 'published'), versionOfKind('procedure'));

/** The caller's acknowledgement of a version, joined in the same query. */
function acknowledgedBy(carerId: string) {
  return and(
    eq(procedureAcknowledgements.versionId, medicalProtocolVersions.id),
    eq(procedureAcknowledgements.carerId, carerId),
  );
}

/** The manual: the latest published version of each procedure, by title, with the carer's « lu et compris » of it. */
export async function listProcedures(db: Db, carerId: string): Promise<ProcedureSummary[]> {
  const rows = await db
    .select({
      protocolId: medicalProtocolVersions.protocolId,
      versionId: medicalProtocolVersions.id,
      version: medicalProtocolVersions.version,
      condition: medicalProtocolVersions.condition,
      population: medicalProtocolVersions.population,
      sourceDate: medicalProtocolVersions.sourceDate,
      nextReviewDate: medicalProtocolVersions.nextReviewDate,
      validation: medicalProtocolVersions.validation,
      publishedAt: medicalProtocolVersions.publishedAt,
      acknowledgedAt: procedureAcknowledgements.acknowledgedAt,
    })
    .from(medicalProtocolVersions)
    .leftJoin(procedureAcknowledgements, acknowledgedBy(carerId))
    .where(and(publishedProcedure, latestPublished))
    .orderBy(asc(medicalProtocolVersions.condition));
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  }));
}

/** A procedure's latest published version and the carer's acknowledgement of it; 404 while it has none. */
export async function readProcedure(db: Db, carerId: string, protocolId: string): Promise<ProcedureReading> {
  const [row] = await db
    .select({ version: medicalProtocolVersions, acknowledgedAt: procedureAcknowledgements.acknowledgedAt })
    .from(medicalProtocolVersions)
    .leftJoin(procedureAcknowledgements, acknowledgedBy(carerId))
    .where(and(eq(medicalProtocolVersions.protocolId, protocolId), publishedProcedure))
    .orderBy(desc(medicalProtocolVersions.version))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return { procedure: protocolVersionView(row.version), acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null };
}
