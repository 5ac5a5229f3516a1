import type { BookingView } from '@sante/shared/booking-constants';

const isUpcoming = (booking: Pick<BookingView, 'status'>) =>
  booking.status === 'pending' || booking.status === 'confirmed';

/**
 * The order of "Mes consultations": what is still to come first, the soonest at the top; then the history
 * (completed, cancelled), the most recent at the top.
 */
export function consultationOrder<T extends Pick<BookingView, 'status' | 'startsAt'>>(bookings: readonly T[]): T[] {
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = bookings.filter((booking) => !isUpcoming(booking)).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return [...upcoming, ...past];
}
