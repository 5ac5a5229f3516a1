import type { LabResultView } from '@sante/shared/lab-result-constants';
import type { ZCreateLabResultRequestSchema } from '@sante/shared/lab-result-schemas';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { labResults } from '../../db/schema/tasks';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { openAutomaticTask } from '../tasks/task-view';
import { auditResult, flagged, labResultViews } from './lab-result-view';

type CreateInput = z.output<typeof ZCreateLabResultRequestSchema>;

/** A result is to review within a day. */
const REVIEW_HOURS = 24;

async function patientByPhone(db: Db, phone: string) {
  const [patient] = await db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(and(eq(userProfiles.phone, phone), eq(userProfiles.role, 'patient'), eq(userProfiles.status, 'active')));
  if (!patient)
    throw new AppError('validation_failed', { fieldErrors: { patientPhone: ['validation.patientNotFound'] } });
  return patient;
}

/**
 * The doctor who reviews the result and the prescription it answers: the consultation named by its reference
 * (the patient's own, not cancelled) and its prescription; else the carer of the patient's latest consultation.
 */
async function reviewerOf(db: Db, patientId: string, reference: string, now: Date) {
  if (reference) {
    const [booking] = await db
      .select({ doctorId: bookings.doctorId, prescriptionId: prescriptions.id })
      .from(bookings)
      .leftJoin(prescriptions, eq(prescriptions.bookingId, bookings.id))
      .where(
        and(eq(bookings.reference, reference), eq(bookings.patientId, patientId), ne(bookings.status, 'cancelled')),
      );
    if (!booking)
      throw new AppError('validation_failed', { fieldErrors: { bookingReference: ['validation.bookingNotFound'] } });
    return booking;
  }
  const [latest] = await db
    .select({ doctorId: bookings.doctorId })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), ne(bookings.status, 'cancelled')))
    .orderBy(sql`${bookings.startsAt} <= ${now.toISOString()}::timestamptz desc`, desc(bookings.startsAt))
    .limit(1);
  if (!latest)
    throw new AppError('validation_failed', { fieldErrors: { patientPhone: ['validation.noAttendingDoctor'] } });
  return { doctorId: latest.doctorId, prescriptionId: null };
}

/**
 * `POST /api/admin/results` (`results.manage`): records a lab result of a patient with its values (flagged when
 * out of range) and opens a « résultat à revoir » task for the reviewing doctor, in one transaction. Audited.
 */
export async function createLabResult(
  db: Db,
  actor: ClinicActor,
  input: CreateInput,
  now: Date,
): Promise<LabResultView> {
  return db.transaction(async (tx) => {
    const patient = await patientByPhone(tx, input.patientPhone);
    const reviewer = await reviewerOf(tx, patient.id, input.bookingReference, now);
    const values = input.values.map(flagged);
    const abnormalCount = values.filter((value) => value.flag !== null).length;
    const [row] = await tx
      .insert(labResults)
      .values({
        patientId: patient.id,
        doctorId: reviewer.doctorId,
        prescriptionId: reviewer.prescriptionId,
        title: input.title,
        labName: input.labName,
        collectedOn: input.collectedOn ?? null,
        values,
        abnormalCount,
        uploadedBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: labResults.id });
    if (!row) throw new Error('lab result insert returned no row');
    await openAutomaticTask(tx, {
      kind: 'result_review',
      focusId: row.id,
      title: input.title,
      patientId: patient.id,
      ownerId: reviewer.doctorId,
      priority: abnormalCount > 0 ? 'urgent' : 'routine',
      dueAt: new Date(now.getTime() + REVIEW_HOURS * 3_600_000),
      now,
    });
    await auditResult(tx, actor, 'lab_result.create', row.id, { patientId: patient.id, abnormalCount });
    const [view] = await labResultViews(tx, eq(labResults.id, row.id));
    if (!view) throw new Error('lab result not found after insert');
    return view;
  });
}
