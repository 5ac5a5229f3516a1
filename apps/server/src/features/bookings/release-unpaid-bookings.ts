import { UNPAID_CANCEL_REASON, UNPAID_RELEASE_MINUTES_BEFORE, unpaidReleaseAt } from '@sante/shared/booking-constants';
import { and, eq, isNull, lte, ne, notExists } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { payments } from '../../db/schema/payments';
import { SYSTEM_ACTOR } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { notifyPatient } from './booking-notifications';
import { publishBookingUpdate } from './booking-updates';
import { patchBooking, type BookingRow } from './update-booking';

export const RELEASE_UNPAID_BOOKINGS_JOB = 'bookings.release_unpaid';

/** The longest release delay: bookings starting later than this are never due yet. */
const LONGEST_DELAY_MS = Math.max(...Object.values(UNPAID_RELEASE_MINUTES_BEFORE)) * 60_000;

const succeeded = and(eq(payments.payableType, 'booking'), eq(payments.status, 'succeeded'));

/**
 * Every minute (ADR 026): a mobile-money booking still unpaid at its release time (`unpaidReleaseAt`: 45 minutes
 * before a home visit, 30 before the cabinet, 15 before a video call, never sooner than 15 minutes after it was
 * made) is cancelled with the reason `unpaid`, its event and audit row, and the patient is told; the slot is free
 * again. Each booking in its own transaction, re-checked under its lock: a payment that lands first wins.
 */
export async function releaseUnpaidBookings(deps: AppDeps, now: Date): Promise<{ released: number }> {
  const candidates = await deps.db
    .select({ id: bookings.id, kind: bookings.visitKind, startsAt: bookings.startsAt, createdAt: bookings.createdAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        ne(bookings.paymentChoice, 'cash'),
        isNull(bookings.trackingStep),
        lte(bookings.startsAt, new Date(now.getTime() + LONGEST_DELAY_MS)),
        notExists(
          deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(succeeded, eq(payments.payableId, bookings.id))),
        ),
      ),
    );
  const due = candidates.filter((row) => unpaidReleaseAt(row.kind, row.startsAt, row.createdAt) <= now);
  let released = 0;
  for (const { id } of due) {
    const booking = await deps.db.transaction(async (tx): Promise<BookingRow | null> => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!locked || locked.status !== 'pending' || locked.trackingStep !== null) return null;
      // A new statement, a fresh snapshot: a payment settled while this waited for the lock is seen.
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(succeeded, eq(payments.payableId, id)))
        .limit(1);
      if (paid) return null;
      const row = await patchBooking(tx, locked, {
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: UNPAID_CANCEL_REASON,
      });
      await recordBookingEvent(
        tx,
        SYSTEM_ACTOR,
        { bookingId: id, type: 'cancelled', status: 'cancelled' },
        {
          releasedUnpaid: true,
        },
      );
      await notifyPatient(tx, deps.env, row, 'booking_released_unpaid');
      return row;
    });
    if (!booking) continue;
    released += 1;
    publishBookingUpdate(deps, booking);
  }
  if (released > 0) deps.logger.info({ released }, 'unpaid bookings released');
  return { released };
}
