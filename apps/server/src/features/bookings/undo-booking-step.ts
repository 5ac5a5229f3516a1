import { STEP_UNDO_SECONDS, trackingStepsFor, type BookingView } from '@sante/shared/booking-constants';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookingEvents } from '../../db/schema/bookings';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from './booking-actor';
import { patchBooking, updateBooking } from './update-booking';

/**
 * `POST /api/bookings/{id}/undo` (the booking's doctor, or staff): takes back the visit's last step (a tracking
 * step, or its end) within `STEP_UNDO_SECONDS` of it. The step's event goes (the screens show the visit as before),
 * the audit keeps both; a message the step would have sent is never sent (`step-notice.ts`).
 */
export function undoBookingStep(
  deps: AppDeps,
  actor: BookingActor & { userId: string },
  bookingId: string,
  now: Date,
): Promise<BookingView> {
  return updateBooking(
    deps,
    actor,
    bookingId,
    async (tx, booking) => {
      const [last] = await tx
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(desc(bookingEvents.at))
        .limit(1);
      const tracked = last?.type === 'tracking' && booking.status === 'confirmed' && booking.trackingStep === last.step;
      const completed = last?.type === 'completed' && booking.status === 'completed';
      if (!last || !(tracked || completed)) throw new AppError('booking_invalid_transition');
      if (now.getTime() - last.at.getTime() > STEP_UNDO_SECONDS * 1000) throw new AppError('step_undo_expired');
      const steps = trackingStepsFor(booking.visitKind);
      const before = tracked && last.step ? (steps[steps.indexOf(last.step) - 1] ?? null) : booking.trackingStep;
      const restored = await patchBooking(tx, booking, { status: 'confirmed', trackingStep: before });
      await tx.delete(bookingEvents).where(eq(bookingEvents.id, last.id));
      await audit(tx, {
        action: 'booking.step_undone',
        outcome: 'success',
        actorId: actor.userId,
        actorRole: actor.role,
        targetType: 'booking',
        targetId: bookingId,
        ip: actor.ip,
        requestId: actor.requestId,
        details: { type: last.type, step: last.step },
      });
      return restored;
    },
    now,
  );
}
