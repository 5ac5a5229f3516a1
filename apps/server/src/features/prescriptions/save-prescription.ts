import type { PrescriptionView } from '@sante/shared/prescription-constants';
import type { ZPrescriptionRequestSchema } from '@sante/shared/prescription-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { prescriptions } from '../../db/schema/prescriptions';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { openAutomaticTask } from '../tasks/task-view';
import { prescribableBooking } from './doctor-booking';
import { auditPrescription, prescriptionView } from './prescription-view';

type PrescriptionInput = z.output<typeof ZPrescriptionRequestSchema>;

/** A draft is to be signed within a day (its task's due date). */
const SIGN_WITHIN_HOURS = 24;

/** `GET /api/prescriptions/booking/{bookingId}` (the booking's doctor): the prescription, or null before the first save. */
export async function readBookingPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: ClinicActor,
  bookingId: string,
  now: Date,
): Promise<PrescriptionView | null> {
  return deps.db.transaction(async (tx) => {
    const booking = await prescribableBooking(tx, actor, bookingId, now);
    const [row] = await tx.select().from(prescriptions).where(eq(prescriptions.bookingId, booking.id));
    if (row) await auditPrescription(tx, actor, 'prescription.read', row);
    return row ? prescriptionView(row, deps.env.PRESCRIPTION_SECRET) : null;
  });
}

/**
 * `PUT /api/prescriptions/booking/{bookingId}` (the booking's doctor): creates or replaces the draft. A signed
 * prescription is never edited (409 `prescription_signed`, checked in the update's own where-clause).
 */
export async function savePrescriptionDraft(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: ClinicActor,
  bookingId: string,
  input: PrescriptionInput,
  now: Date,
): Promise<PrescriptionView> {
  return deps.db.transaction(async (tx) => {
    const booking = await prescribableBooking(tx, actor, bookingId, now);
    const values = {
      medicines: input.medicines,
      exams: input.exams,
      patientWeightKg: input.patientWeightKg,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(prescriptions)
      .values({ bookingId: booking.id, doctorId: actor.userId, patientId: booking.patientId, ...values })
      .onConflictDoUpdate({
        target: prescriptions.bookingId,
        set: values,
        setWhere: eq(prescriptions.status, 'draft'),
      })
      .returning();
    if (!row) throw new AppError('prescription_signed');
    // « Ordonnance à signer »: a draft left unsigned stays on the doctor's tasks until it is signed (ADR 039).
    await openAutomaticTask(tx, {
      kind: 'prescription_sign',
      focusId: row.id,
      title: '',
      patientId: booking.patientId,
      ownerId: actor.userId,
      priority: 'routine',
      dueAt: new Date(now.getTime() + SIGN_WITHIN_HOURS * 3_600_000),
      now,
    });
    await auditPrescription(tx, actor, 'prescription.save_draft', row);
    return prescriptionView(row, deps.env.PRESCRIPTION_SECRET);
  });
}
