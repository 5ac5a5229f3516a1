import { ageOn } from '@sante/shared/calendar-date';
import { verificationPath } from '@sante/shared/prescription-constants';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { patientProfiles } from '../../db/schema/patients';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { inCareOf, type ClinicActor } from '../clinic/care-relationship';
import { prescriptionCodes } from './prescription-code';
import { renderPrescriptionPdf } from './prescription-pdf';
import { auditPrescription } from './prescription-view';

/**
 * Who may download: `own`, the patient or the prescriber; `any`, staff of the archives (`archives.read`, checked by
 * their route, ADR 055); a patient's prescription for a carer in their care at `inCareAt` (the record, ADR 065).
 */
export type PrescriptionPdfScope = 'own' | 'any' | { patientId: string; inCareAt: Date };

function scopeWhere(actor: ClinicActor, scope: PrescriptionPdfScope): SQL | undefined {
  if (scope === 'any') return undefined;
  if (scope === 'own') return or(eq(prescriptions.patientId, actor.userId), eq(prescriptions.doctorId, actor.userId));
  return and(
    eq(prescriptions.patientId, scope.patientId),
    inCareOf(actor.userId, prescriptions.patientId, scope.inCareAt),
  );
}

/**
 * `GET /api/prescriptions/{id}/pdf`: a signed prescription's PDF for whom `scope` allows (scoped in the query:
 * anyone else's, a draft and an unknown id are 404), audited per download. The age is the patient's on the signing
 * day.
 */
export async function downloadPrescriptionPdf(
  deps: Pick<AppDeps, 'db' | 'env' | 'store'>,
  actor: ClinicActor,
  id: string,
  scope: PrescriptionPdfScope = 'own',
): Promise<Uint8Array> {
  const [row] = await deps.db
    .select({
      prescription: prescriptions,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      dateOfBirth: patientProfiles.dateOfBirth,
      stampKey: storageObjects.key,
      stampType: storageObjects.mimeType,
    })
    .from(prescriptions)
    .innerJoin(userProfiles, eq(userProfiles.userId, prescriptions.patientId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, prescriptions.patientId))
    .leftJoin(storageObjects, eq(storageObjects.id, prescriptions.stampObjectId))
    .where(and(eq(prescriptions.id, id), eq(prescriptions.status, 'signed'), scopeWhere(actor, scope)));
  const prescription = row?.prescription;
  if (!row || !prescription?.prescriber || !prescription.signedAt) throw new AppError('not_found');
  const stampBytes = row.stampKey ? await deps.store.getBytes(row.stampKey) : null;
  const codes = prescriptionCodes(deps.env.PRESCRIPTION_SECRET);
  const pdf = await renderPrescriptionPdf({
    prescriber: prescription.prescriber,
    signedAt: prescription.signedAt,
    patientName: `${row.firstName} ${row.lastName}`,
    patientAge: ageOn(row.dateOfBirth, prescription.signedAt),
    patientWeightKg: prescription.patientWeightKg,
    medicines: prescription.medicines,
    exams: prescription.exams,
    verificationUrl: `${deps.env.PUBLIC_URL}${verificationPath(codes.verificationCode(prescription.id))}`,
    dispensingCode: codes.dispensingCode(prescription.id),
    stamp: stampBytes && row.stampType ? { bytes: stampBytes, mimeType: row.stampType } : null,
  });
  await auditPrescription(deps.db, actor, 'prescription.pdf_read', prescription);
  return pdf;
}
