import type { ProcedureAcknowledgements } from '@sante/shared/protocol-schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { medicalProtocols, medicalProtocolVersions, procedureAcknowledgements } from '../../db/schema/protocols';
import { AppError } from '../../lib/app-error';

/**
 * Staff: who among the active carers acknowledged the current published version of a procedure, and who has not
 * yet (ADR 045). A procedure without a published version has nobody to acknowledge it. 404 for an unknown id or a
 * protocol.
 */
export async function listProcedureAcknowledgements(db: Db, protocolId: string): Promise<ProcedureAcknowledgements> {
  const [procedure] = await db
    .select({ id: medicalProtocols.id })
    .from(medicalProtocols)
    .where(and(eq(medicalProtocols.id, protocolId), eq(medicalProtocols.kind, 'procedure')));
  if (!procedure) throw new AppError('not_found');
  const [current] = await db
    .select({ id: medicalProtocolVersions.id, version: medicalProtocolVersions.version })
    .from(medicalProtocolVersions)
    .where(and(eq(medicalProtocolVersions.protocolId, protocolId), eq(medicalProtocolVersions.status, 'published')))
    .orderBy(desc(medicalProtocolVersions.version))
    .limit(1);
  if (!current) return { version: null, acknowledged: [], pending: [] };
  const rows = await db
    .select({
      carerId: doctorProfiles.userId,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      acknowledgedAt: procedureAcknowledgements.acknowledgedAt,
    })
    .from(doctorProfiles)
    .innerJoin(userProfiles, and(eq(userProfiles.userId, doctorProfiles.userId), eq(userProfiles.status, 'active')))
    .leftJoin(
      procedureAcknowledgements,
      and(
        eq(procedureAcknowledgements.carerId, doctorProfiles.userId),
        eq(procedureAcknowledgements.versionId, current.id),
      ),
    )
    .where(eq(doctorProfiles.status, 'active'))
    .orderBy(asc(userProfiles.lastName), asc(userProfiles.firstName));
  const result: ProcedureAcknowledgements = { version: current.version, acknowledged: [], pending: [] };
  for (const { acknowledgedAt, ...carer } of rows) {
    if (acknowledgedAt) result.acknowledged.push({ ...carer, acknowledgedAt: acknowledgedAt.toISOString() });
    else result.pending.push(carer);
  }
  return result;
}
