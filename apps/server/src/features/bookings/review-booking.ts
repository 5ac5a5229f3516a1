import type { BookingView } from '@sante/shared/booking-constants';
import type { ZReviewBookingRequestSchema } from '@sante/shared/booking-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { doctorReviews } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from './booking-actor';
import { bookingScope } from './booking-scope';
import { loadBookingView } from './booking-view';

/**
 * The patient rates their own completed visit, once: the booking is read in the patient's scope (another
 * patient's id is a 404), the unique index on the booking makes a second rating a 409 whatever the race.
 * The directory's average and count are computed from these rows.
 */
export async function reviewBooking(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: BookingActor & { userId: string },
  bookingId: string,
  input: z.output<typeof ZReviewBookingRequestSchema>,
  now: Date,
): Promise<BookingView> {
  const { db } = deps;
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, doctorId: bookings.doctorId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, actor.userId)));
  if (!booking) throw new AppError('not_found');
  if (booking.status !== 'completed') throw new AppError('booking_not_completed');
  const inserted = await db
    .insert(doctorReviews)
    .values({
      bookingId: booking.id,
      patientId: actor.userId,
      doctorId: booking.doctorId,
      stars: input.stars,
      comment: input.comment || null,
    })
    .onConflictDoNothing({ target: doctorReviews.bookingId })
    .returning({ id: doctorReviews.id });
  if (inserted.length === 0) throw new AppError('booking_already_reviewed');
  await audit(db, {
    action: 'booking.review',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'booking',
    targetId: booking.id,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { stars: input.stars },
  });
  const viewer = { userId: actor.userId, role: actor.role };
  return loadBookingView(deps, booking.id, bookingScope(viewer), viewer, now);
}
