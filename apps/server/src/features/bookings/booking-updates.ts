import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { enqueue, type JobHandler } from '../../jobs/queue';

type BookingRow = typeof bookings.$inferSelect;

/** Pushes a COMMITTED change to the booking's patient, doctor and staff screens. */
export function publishBookingUpdate(deps: Pick<AppDeps, 'realtime'>, booking: BookingRow): void {
  deps.realtime.bookingUpdated(
    { bookingId: booking.id, status: booking.status, trackingStep: booking.trackingStep },
    { patientId: booking.patientId, doctorId: booking.doctorId },
  );
}

export const BOOKING_UPDATED_JOB = 'booking.updated';

/**
 * For changes made inside someone else's transaction (a payment's success hook), where "after commit" is out
 * of reach: the job exists only if the transaction commits, and the worker pushes the update.
 */
export async function queueBookingUpdate(tx: Db, bookingId: string): Promise<void> {
  await enqueue(tx, BOOKING_UPDATED_JOB, { bookingId });
}

export function bookingUpdatedHandler(deps: Pick<AppDeps, 'db' | 'realtime'>): JobHandler {
  return async (job) => {
    const bookingId = typeof job.payload.bookingId === 'string' ? job.payload.bookingId : '';
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (booking) publishBookingUpdate(deps, booking);
  };
}
