import { ageOn } from '@sante/shared/calendar-date';
import { verificationPath } from '@sante/shared/prescription-constants';
import { and, eq, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { patientProfiles } from '../../db/schema/patients';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { prescriptionCodes } from './prescription-code';
import { renderPrescriptionPdf } from './prescription-pdf';
import { auditPrescription } from './prescription-view';

/**
 * `GET /api/prescriptions/{id}/pdf`: a signed prescription's PDF for its patient or its prescriber (scoped in the
 * query: anyone else's, a draft and an unknown id are 404), audited per download. The age is the patient's on the
 * signing day. `any`: staff of the archives (`archives.read`, checked by their route, ADR 055).
 */
export async function downloadPrescriptionPdf(
  deps: Pick<AppDeps, 'db' | 'env' | 'store'>,
  actor: ClinicActor,
  id: string,
  scope: 'own' | 'any' = 'own',
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
    .where(
      and(
        eq(prescriptions.id, id),
        eq(prescriptions.status, 'signed'),
        scope === 'own'
          ? or(eq(prescriptions.patientId, actor.userId), eq(prescriptions.doctorId, actor.userId))
          : undefined,
      ),
    );
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
