import type { BookingView } from '@sante/shared/booking-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { AppError } from '../../lib/app-error';
import type { BookingActor } from './booking-actor';
import { bookingScope } from './booking-scope';
import { publishBookingUpdate } from './booking-updates';
import { loadBookingView } from './booking-view';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * One transition of a booking: reads it in the actor's scope and locks it (404 outside the scope), lets
 * `change` check the rule and write (with its event, notification and audit row), then, once committed,
 * pushes the update to the screens and answers the booking as the actor sees it.
 */
export async function updateBooking(
  deps: AppDeps,
  actor: BookingActor & { userId: string },
  bookingId: string,
  change: (tx: Db, booking: BookingRow) => Promise<BookingRow>,
  now: Date,
): Promise<BookingView> {
  const viewer = { userId: actor.userId, role: actor.role };
  const scope = bookingScope(viewer);
  const updated = await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), scope))
      .for('update');
    if (!booking) throw new AppError('not_found');
    return change(tx, booking);
  });
  publishBookingUpdate(deps, updated);
  return loadBookingView(deps, bookingId, scope, viewer, now);
}

/** Writes `patch` to the booking (its `updated_at` too) and returns the new row. */
export async function patchBooking(
  tx: Db,
  booking: BookingRow,
  patch: Partial<Omit<BookingRow, 'id' | 'patientId' | 'createdAt'>>,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}
