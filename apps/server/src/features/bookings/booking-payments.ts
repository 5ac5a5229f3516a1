import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import {
  onPaymentSucceeded,
  onSucceededPaymentsChanged,
  registerPayable,
  type Payable,
  type PaymentRow,
} from '../payments/payables';
import { SYSTEM_ACTOR } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { notifyPatient } from './booking-notifications';
import { refreshBookingPaid } from './booking-paid';
import { queueBookingUpdate } from './booking-updates';

/**
 * A booking as its patient may pay it: their own, not cancelled or completed; the amount is the catalogue
 * price kept on the booking. The description carries the reference only (no health data reaches the provider).
 */
export async function resolveBookingPayable(
  db: Db,
  bookingId: string,
  payerId: string | null,
): Promise<Payable | null> {
  if (!payerId) return null;
  const [booking] = await db
    .select({ priceXaf: bookings.priceXaf, reference: bookings.reference, doctorId: bookings.doctorId })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.patientId, payerId),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    );
  if (!booking?.priceXaf || !booking.reference) return null;
  return {
    amount: booking.priceXaf,
    currency: 'XAF',
    description: `Réservation ${booking.reference}`,
    doctorId: booking.doctorId,
  };
}

/**
 * In the transaction that marks a booking's payment succeeded: a pending booking becomes confirmed (once:
 * conditional update), with its event, the patient's confirmation and a queued realtime push.
 */
export function confirmPaidBooking(deps: Pick<AppDeps, 'env'>) {
  return async (tx: Db, payment: PaymentRow): Promise<void> => {
    if (payment.payableType !== 'booking') return;
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: 'confirmed', updatedAt: new Date() })
      .where(and(eq(bookings.id, payment.payableId), eq(bookings.status, 'pending')))
      .returning();
    if (!confirmed) return;
    await recordBookingEvent(
      tx,
      SYSTEM_ACTOR,
      { bookingId: confirmed.id, type: 'payment_confirmed', status: 'confirmed' },
      { paymentId: payment.id },
    );
    await notifyPatient(tx, deps.env, confirmed, 'booking_confirmed');
    await queueBookingUpdate(tx, confirmed.id);
  };
}

// The resolver and the paid marker need only the database: registered when this module loads (a test may replace
// the resolver afterwards).
registerPayable('booking', resolveBookingPayable);
onSucceededPaymentsChanged(refreshBookingPaid);

const hooked = new WeakSet<object>();

/** The success hook needs the app's env: registered once per set of dependencies (bookingsRoutes). */
export function registerBookingPaymentHook(deps: Pick<AppDeps, 'env'>): void {
  if (hooked.has(deps)) return;
  hooked.add(deps);
  onPaymentSucceeded(confirmPaidBooking(deps));
}
