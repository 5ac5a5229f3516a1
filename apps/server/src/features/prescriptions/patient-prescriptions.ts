import type { PrescriptionView } from '@sante/shared/prescription-constants';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { prescriptions } from '../../db/schema/prescriptions';
import type { ClinicActor } from '../clinic/care-relationship';
import { audit } from '../../lib/audit';
import { prescriptionView } from './prescription-view';

/**
 * `GET /api/prescriptions` (patient): the caller's signed prescriptions, newest first (their record and their
 * consultation cards). Drafts stay the doctor's. Scoped by the caller's id in the query.
 */
export async function listOwnPrescriptions(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: ClinicActor,
): Promise<PrescriptionView[]> {
  const rows = await deps.db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.patientId, actor.userId), eq(prescriptions.status, 'signed')))
    .orderBy(desc(prescriptions.signedAt))
    .limit(200);
  await audit(deps.db, {
    action: 'prescription.list',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'patient',
    targetId: actor.userId,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { count: rows.length },
  });
  return rows.map((row) => prescriptionView(row, deps.env.PRESCRIPTION_SECRET));
}
