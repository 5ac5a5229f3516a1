import type { PrescriptionView } from '@sante/shared/prescription-constants';
import type { Db } from '../../db/client';
import type { prescriptions } from '../../db/schema/prescriptions';
import { audit } from '../../lib/audit';
import type { ClinicActor } from '../clinic/care-relationship';
import { prescriptionCodes } from './prescription-code';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** A prescription as its doctor and its patient read it; the codes only once it is signed. */
export function prescriptionView(row: PrescriptionRow, secret: string): PrescriptionView {
  const codes = prescriptionCodes(secret);
  const signed = row.status === 'signed';
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    medicines: row.medicines,
    exams: row.exams,
    patientWeightKg: row.patientWeightKg,
    signedAt: row.signedAt?.toISOString() ?? null,
    prescriber: signed ? row.prescriber : null,
    verificationCode: signed ? codes.verificationCode(row.id) : null,
    dispensingCode: signed ? codes.dispensingCode(row.id) : null,
    dispensedAt: row.dispensedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One audit row about a prescription: ids and flags only, never its content. */
export function auditPrescription(
  db: Db,
  actor: Pick<ClinicActor, 'userId' | 'role'> & Partial<Pick<ClinicActor, 'ip' | 'requestId'>>,
  action: string,
  row: Pick<PrescriptionRow, 'id' | 'patientId'>,
  outcome: 'success' | 'denied' = 'success',
) {
  return audit(db, {
    action,
    outcome,
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'prescription',
    targetId: row.id,
    ip: actor.ip ?? null,
    requestId: actor.requestId ?? null,
    details: { patientId: row.patientId },
  });
}
