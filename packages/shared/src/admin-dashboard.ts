import type { BookingStatus } from './booking-constants';
import type { CarerStatus } from './doctor-constants';

/** `GET /api/admin/dashboard`: the figures `/admin/dashboard` opens the day on (Douala days; XAF). */
export type AdminDashboard = {
  /** Today in Douala, `YYYY-MM-DD`. */
  today: string;
  bookingsToday: Record<BookingStatus, number>;
  /** Upcoming bookings without a succeeded payment (ADR 023's unpaid holds). */
  unpaidUpcoming: number;
  /** Succeeded payments owed back (paid twice, or a booking cancelled since: ADR 020). */
  refundsDue: number;
  /** Payments settled today / this month (Douala) and not refunded, XAF. */
  revenueTodayXaf: number;
  revenueMonthXaf: number;
  carers: Record<CarerStatus, number>;
  /** Patient accounts created today (Douala). */
  newPatientsToday: number;
};
