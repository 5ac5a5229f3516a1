import type { BookingView } from '@sante/shared/booking-constants';

/** What the price line of a booking says about its payment, if anything (a key of `booking:details`). */
export type PaymentNote = 'paidOnSite' | 'paidMobileMoney' | 'refunded' | 'payOnSite';

export function paymentNoteOf(
  booking: Pick<BookingView, 'status' | 'paymentChoice' | 'paymentStatus'>,
): PaymentNote | null {
  if (booking.paymentStatus === 'succeeded') return booking.paymentChoice === 'cash' ? 'paidOnSite' : 'paidMobileMoney';
  if (booking.paymentStatus === 'refunded') return 'refunded';
  if (booking.paymentChoice === 'cash' && booking.status !== 'cancelled') return 'payOnSite';
  return null;
}
