import type { PrescriptionView } from '@sante/shared/prescription-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { doctorProfiles } from '../../db/schema/doctors';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { completeAutomaticTask } from '../tasks/task-view';
import { prescribableBooking } from './doctor-booking';
import { missingDetails } from './prescriber-details';
import { auditPrescription, prescriptionView } from './prescription-view';

/**
 * `POST /api/prescriptions/booking/{bookingId}/sign` (the booking's doctor): freezes the prescriber as the July-2024
 * format prints them (names, specialty, Ordre number, facility, professional address, stamp). Refused while the
 * settings lack one of them (409 `prescriber_details_missing`, the missing ones as field errors), for an empty or
 * missing draft (400), and once signed (409 `prescription_signed`).
 */
export async function signPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: ClinicActor,
  bookingId: string,
  now: Date,
): Promise<PrescriptionView> {
  return deps.db.transaction(async (tx) => {
    const booking = await prescribableBooking(tx, actor, bookingId, now);
    const [draft] = await tx.select().from(prescriptions).where(eq(prescriptions.bookingId, booking.id)).for('update');
    if (!draft || draft.medicines.length + draft.exams.length === 0)
      throw new AppError('validation_failed', { fieldErrors: { medicines: ['validation.prescriptionEmpty'] } });
    if (draft.status === 'signed') throw new AppError('prescription_signed');
    const [doctor] = await tx
      .select({ profile: doctorProfiles, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
      .from(doctorProfiles)
      .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
      .where(eq(doctorProfiles.userId, actor.userId));
    if (!doctor) throw new AppError('not_found');
    const missing = missingDetails(doctor.profile);
    const { facility, professionalAddress, stampObjectId } = doctor.profile;
    if (missing.length > 0 || !facility || !professionalAddress || !stampObjectId)
      throw new AppError('prescriber_details_missing', {
        fieldErrors: Object.fromEntries(missing.map((detail) => [detail, ['validation.required']])),
      });
    const [signed] = await tx
      .update(prescriptions)
      .set({
        status: 'signed',
        signedAt: now,
        updatedAt: now,
        stampObjectId,
        prescriber: {
          firstName: doctor.firstName,
          lastName: doctor.lastName,
          profession: doctor.profile.profession,
          sex: doctor.profile.sex,
          specialty: doctor.profile.specialty,
          licenceNumber: doctor.profile.licenceNumber,
          facility,
          professionalAddress,
        },
      })
      .where(and(eq(prescriptions.id, draft.id), eq(prescriptions.status, 'draft')))
      .returning();
    if (!signed) throw new AppError('prescription_signed');
    await completeAutomaticTask(tx, 'prescription_sign', signed.id, now);
    await auditPrescription(tx, actor, 'prescription.sign', signed);
    return prescriptionView(signed, deps.env.PRESCRIPTION_SECRET);
  });
}
