import { stepTooEarly, trackingStepsFor, type BookingView, type TrackingStep } from '@sante/shared/booking-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { AppError } from '../../lib/app-error';
import type { BookingActor } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { notifyPatient } from './booking-notifications';
import { scheduleStepNotice } from './step-notice';
import { patchBooking, updateBooking } from './update-booking';

type Actor = BookingActor & { userId: string };

async function hasSignedPrescription(tx: Db, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(and(eq(prescriptions.bookingId, bookingId), eq(prescriptions.status, 'signed')));
  return row !== undefined;
}

/** 409 with the reason when the step's time has not come (`stepTooEarly`: en route, end of the visit). */
function guardTime(move: TrackingStep | 'complete', startsAt: Date, now: Date): void {
  const early = stepTooEarly(move, startsAt.toISOString(), now);
  if (early) throw new AppError(early);
}

/**
 * `POST /api/bookings/{id}/tracking` (the booking's doctor, or staff): the next step of its kind only (no
 * "doctor en route" at the cabinet or by video), on a confirmed booking, "en route" from two hours before the
 * start. "Doctor en route" and "prescription ready" tell the patient once the step's undo window has passed.
 */
export function advanceTracking(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  step: TrackingStep,
  now: Date,
): Promise<BookingView> {
  return updateBooking(
    deps,
    actor,
    bookingId,
    async (tx, booking) => {
      const steps = trackingStepsFor(booking.visitKind);
      const next = steps[booking.trackingStep === null ? 0 : steps.indexOf(booking.trackingStep) + 1];
      if (booking.status !== 'confirmed' || step !== next) throw new AppError('booking_invalid_transition');
      guardTime(step, booking.startsAt, now);
      // « Ordonnance prête » only once the consultation's prescription is signed (ADR 034).
      if (step === 'prescription_ready' && !(await hasSignedPrescription(tx, bookingId)))
        throw new AppError('prescription_not_signed');
      const moved = await patchBooking(tx, booking, { trackingStep: step });
      const eventId = await recordBookingEvent(tx, actor, { bookingId, type: 'tracking', status: moved.status, step });
      if (step === 'doctor_en_route' || step === 'prescription_ready')
        await scheduleStepNotice(tx, { bookingId, eventId, step }, now);
      return moved;
    },
    now,
  );
}

/**
 * `POST /api/bookings/{id}/complete` (the booking's doctor, or staff): once the consultation has started, and not
 * before the visit's start.
 */
export function completeBooking(deps: AppDeps, actor: Actor, bookingId: string, now: Date): Promise<BookingView> {
  return updateBooking(
    deps,
    actor,
    bookingId,
    async (tx, booking) => {
      const started = booking.trackingStep === 'consultation_started' || booking.trackingStep === 'prescription_ready';
      if (booking.status !== 'confirmed' || !started) throw new AppError('booking_invalid_transition');
      guardTime('complete', booking.startsAt, now);
      const completed = await patchBooking(tx, booking, { status: 'completed' });
      await recordBookingEvent(tx, actor, {
        bookingId,
        type: 'completed',
        status: 'completed',
        step: completed.trackingStep,
      });
      return completed;
    },
    now,
  );
}

/** `POST /api/bookings/{id}/confirm` (staff): a pending booking confirmed by hand (e.g. paid on site), patient told. */
export function confirmBooking(deps: AppDeps, actor: Actor, bookingId: string, now: Date): Promise<BookingView> {
  return updateBooking(
    deps,
    actor,
    bookingId,
    async (tx, booking) => {
      if (booking.status !== 'pending') throw new AppError('booking_invalid_transition');
      const confirmed = await patchBooking(tx, booking, { status: 'confirmed' });
      await recordBookingEvent(tx, actor, { bookingId, type: 'confirmed', status: 'confirmed' });
      await notifyPatient(tx, deps.env, confirmed, 'booking_confirmed');
      return confirmed;
    },
    now,
  );
}
