import { trackingStepsFor, type BookingView, type TrackingStep } from '@sante/shared/booking-constants';
import { PAYMENT_STATUSES, type PaymentStatus } from '@sante/shared/payment-constants';

/** The one button a doctor sees next on a booking, in the order of the visit. */
export type NextDoctorAction = { type: 'tracking'; step: TrackingStep } | { type: 'complete' } | null;

/**
 * Doctor en route (home visits only) -> consultation started -> prescription ready -> complete. Only a confirmed
 * booking moves; a pending (unpaid), completed or cancelled one shows no action.
 */
/** Only a doctor signs a prescription (ADR 034): a nurse's visit has no « Ordonnance prête » step. */
export function prescribes(booking: { doctor?: BookingView['doctor'] }): boolean {
  return booking.doctor?.profession !== 'infirmier';
}

export function nextDoctorAction(
  booking: Pick<BookingView, 'status' | 'trackingStep' | 'kind'> & { doctor?: BookingView['doctor'] },
): NextDoctorAction {
  if (booking.status !== 'confirmed') return null;
  const steps = trackingStepsFor(booking.kind).filter((step) => step !== 'prescription_ready' || prescribes(booking));
  const reached = booking.trackingStep === null ? -1 : steps.indexOf(booking.trackingStep);
  const next = steps[reached + 1];
  return next ? { type: 'tracking', step: next } : { type: 'complete' };
}

/**
 * Whether the visit can be ended now: once the consultation has started, with or without a prescription (the
 * server's rule). Shown beside "Ordonnance prête" as the other way to finish.
 */
export function canComplete(booking: Pick<BookingView, 'status' | 'trackingStep'>): boolean {
  return (
    booking.status === 'confirmed' &&
    (booking.trackingStep === 'consultation_started' || booking.trackingStep === 'prescription_ready')
  );
}

/** Whether the doctor can take the cash of this booking now (a pending cash payment exists). */
export function canSettleCash(booking: Pick<BookingView, 'paymentChoice' | 'paymentId' | 'paymentStatus' | 'status'>) {
  return (
    booking.paymentChoice === 'cash' &&
    booking.paymentId !== null &&
    booking.paymentStatus === 'pending' &&
    booking.status !== 'cancelled'
  );
}

/** The booking's payment status as a known value, or `none` when no payment was started. */
export function paymentStatusKey(status: string | null): PaymentStatus | 'none' {
  return PAYMENT_STATUSES.find((known) => known === status) ?? 'none';
}
