import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { audit } from '../../lib/audit';
import type { BookingActor } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { lockPatientBookings, unpaidUpcoming } from './booking-holds';
import { notifyPatient } from './booking-notifications';
import { publishBookingUpdate } from './booking-updates';
import { patchBooking } from './update-booking';

/**
 * `POST /api/bookings/holds/{patientId}/release` (admin, super_admin): cancels every unpaid upcoming booking of
 * the account in one transaction, with the reason, each with its event, audit row and the usual cancellation
 * message to the patient, plus one `booking.holds_released` audit row; then pushes the changes live.
 */
export async function releaseBookingHolds(
  deps: AppDeps,
  actor: BookingActor & { userId: string },
  patientId: string,
  reason: string,
  now: Date,
): Promise<{ released: number }> {
  const released = await deps.db.transaction(async (tx) => {
    await lockPatientBookings(tx, patientId);
    const holds = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.patientId, patientId), unpaidUpcoming(now), isNull(bookings.trackingStep)))
      .orderBy(asc(bookings.startsAt))
      .for('update');
    const cancelled = [];
    for (const booking of holds) {
      const row = await patchBooking(tx, booking, {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: actor.userId,
        cancelReason: reason,
      });
      await recordBookingEvent(
        tx,
        actor,
        { bookingId: booking.id, type: 'cancelled', status: 'cancelled' },
        {
          holdReleased: true,
        },
      );
      await notifyPatient(tx, deps.env, row, 'booking_cancelled');
      cancelled.push(row);
    }
    await audit(tx, {
      action: 'booking.holds_released',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'user',
      targetId: patientId,
      ip: actor.ip,
      requestId: actor.requestId,
      details: { released: cancelled.length },
    });
    return cancelled;
  });
  for (const booking of released) publishBookingUpdate(deps, booking);
  return { released: released.length };
}
