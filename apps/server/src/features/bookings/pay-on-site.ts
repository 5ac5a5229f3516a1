import type { BookingView } from '@sante/shared/booking-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import type { BookingActor } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { assertPhoneVerified } from './booking-holds';
import { notifyPatient } from './booking-notifications';
import { patchBooking, updateBooking } from './update-booking';

/**
 * `POST /api/bookings/{id}/pay-on-site` (the patient): after a refused or timed-out mobile-money payment, the
 * patient pays the carer on site instead — the booking is confirmed as a cash booking, with its event and the
 * confirmation message. Only an unpaid pending booking of the patient (another patient's id is a 404), a verified
 * phone (the carer must reach them, as for a cash booking), and never a video consultation (paid before the call).
 */
export async function payOnSite(
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
      if (booking.status !== 'pending' || booking.paymentChoice === 'cash')
        throw new AppError('booking_invalid_transition');
      if (booking.visitKind === 'teleconsultation') throw new AppError('cash_not_allowed');
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.payableType, 'booking'),
            eq(payments.payableId, booking.id),
            eq(payments.status, 'succeeded'),
          ),
        )
        .limit(1);
      if (paid) throw new AppError('payable_already_paid');
      await assertPhoneVerified(tx, booking.patientId);
      const row = await patchBooking(tx, booking, { paymentChoice: 'cash', status: 'confirmed' });
      await recordBookingEvent(
        tx,
        actor,
        { bookingId: booking.id, type: 'confirmed', status: 'confirmed' },
        { paymentChoice: 'cash', previousPaymentChoice: booking.paymentChoice },
      );
      await notifyPatient(tx, deps.env, row, 'booking_confirmed');
      return row;
    },
    now,
  );
}
