import type { BookingStatus, TrackingStep } from '@sante/shared/booking-constants';
import type { Db } from '../../db/client';
import { bookingEvents } from '../../db/schema/bookings';
import { audit } from '../../lib/audit';
import type { BookingActor } from './booking-actor';

export type BookingEventType =
  | 'created'
  | 'confirmed'
  | 'payment_confirmed'
  | 'tracking'
  | 'completed'
  | 'cancelled'
  | 'rescheduled'
  | 'doctor_assigned';

/**
 * Records one transition (booking_events, what the screens show) and its audit row, in the caller's transaction;
 * answers the event's id.
 */
export async function recordBookingEvent(
  tx: Db,
  actor: BookingActor,
  event: {
    bookingId: string;
    type: BookingEventType;
    status: BookingStatus;
    step?: TrackingStep | null;
    /** `doctor_assigned`: who was replaced and who took over. */
    fromDoctorId?: string | null;
    toDoctorId?: string | null;
  },
  details: Record<string, string | number | boolean | null> = {},
): Promise<string> {
  const [row] = await tx
    .insert(bookingEvents)
    .values({
      bookingId: event.bookingId,
      actorId: actor.userId,
      actorRole: actor.role,
      type: event.type,
      status: event.status,
      step: event.step ?? null,
      fromDoctorId: event.fromDoctorId ?? null,
      toDoctorId: event.toDoctorId ?? null,
    })
    .returning({ id: bookingEvents.id });
  if (!row) throw new Error('booking event not inserted');
  await audit(tx, {
    action: `booking.${event.type}`,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'booking',
    targetId: event.bookingId,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { status: event.status, step: event.step ?? null, ...details },
  });
  return row.id;
}
