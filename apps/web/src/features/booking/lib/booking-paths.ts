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

export function flowFor(kind: VisitKind): BookingFlow {
  return kind === 'cabinet' ? CABINET_FLOW : GENERAL_FLOW;
}

/** `/patient/payment?booking=<id>` and the like. */
export function withBooking(path: string, bookingId: string): string {
  return `${path}?booking=${encodeURIComponent(bookingId)}`;
}

/** The sign-in-or-sign-up screen of the booking, coming back to `redirect` afterwards. */
export function bookingAuthPath(redirect: string): string {
  return `/booking/auth?redirect=${encodeURIComponent(redirect)}`;
}
