import type { VisitKind } from '@sante/shared/availability-constants';

/** Where each flow goes: the cabinet flow has its own addresses (specification), the others share one. */
export type BookingFlow = { start: string; payment: string; confirmation: string };

/** The public booking page: any kind of visit, for visitors too. */
export const GENERAL_BOOKING_START = '/patient/booking';

const GENERAL_FLOW: BookingFlow = {
  start: GENERAL_BOOKING_START,
  payment: '/patient/payment',
  confirmation: '/patient/payment-confirmation',
};

const CABINET_FLOW: BookingFlow = {
  start: '/patient/consultation-cabinet',
  payment: '/patient/cabinet-payment',
  confirmation: '/patient/cabinet-confirmation',
};

/** A video consultation is paid on its own screens (specification), the booking's id in the path (ADR 030). */
const VIDEO_FLOW: BookingFlow = {
  start: GENERAL_BOOKING_START,
  payment: '/patient/visioconsultation-payment',
  confirmation: '/patient/visioconsultation-payment-confirmation',
};

export function flowFor(kind: VisitKind): BookingFlow {
  if (kind === 'cabinet') return CABINET_FLOW;
  return kind === 'teleconsultation' ? VIDEO_FLOW : GENERAL_FLOW;
}

/** `/patient/payment?booking=<id>` and the like. */
export function withBooking(path: string, bookingId: string): string {
  return `${path}?booking=${encodeURIComponent(bookingId)}`;
}

/** The payment screen of a booking: `/patient/visioconsultation-payment/<id>` for a video consultation. */
export function paymentPathFor(kind: VisitKind, bookingId: string): string {
  const { payment } = flowFor(kind);
  return kind === 'teleconsultation' ? `${payment}/${encodeURIComponent(bookingId)}` : withBooking(payment, bookingId);
}

/** The sign-in-or-sign-up screen of the booking, coming back to `redirect` afterwards. */
export function bookingAuthPath(redirect: string): string {
  return `/booking/auth?redirect=${encodeURIComponent(redirect)}`;
}
