import type { Profession } from './doctor-constants';
import type { PaymentMethod } from './payment-constants';

/** Booking statuses (the booking flow extends the `bookings` table; see ADR 014). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold a slot: at most one such booking per doctor and start (partial unique index). */
export const SLOT_HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Live tracking of a visit, in order (specification: doctor en route, consultation started, prescription ready). */
export const TRACKING_STEPS = ['doctor_en_route', 'consultation_started', 'prescription_ready'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** The tracking steps of a visit of this kind: nobody is "en route" to a cabinet consultation or a video call. */
export function trackingStepsFor(kind: BookingView['kind']): readonly TrackingStep[] {
  return kind === 'home_visit' ? TRACKING_STEPS : TRACKING_STEPS.filter((step) => step !== 'doctor_en_route');
}

/**
 * Patients reschedule or cancel up to this long before the start; later, only staff can (issue #4). The default
 * of the server's `BOOKING_CHANGE_DEADLINE_MINUTES`.
 */
export const PATIENT_CHANGE_DEADLINE_MINUTES = 120;

/** How the patient pays: mobile money now (sandbox or Notch Pay) or on site (cash, settled by the doctor or staff). */
export const BOOKING_PAYMENT_CHOICES = ['mtn_momo', 'orange_money', 'cash'] as const;
export type BookingPaymentChoice = (typeof BOOKING_PAYMENT_CHOICES)[number];

/** Where a home visit takes place (prefilled from the patient's profile). */
export type BookingAddress = {
  city: string;
  neighbourhood: string;
  /** Precise address or landmark. */
  details: string;
  latitude: number | null;
  longitude: number | null;
};

/** A carer named in a booking's history (who replaced whom): titled by profession on the screens ("Dr", "Infirmière"). */
export type BookingCarer = { id: string; firstName: string; lastName: string; profession: Profession };

/** One booking as its patient, its doctor and staff see it (`GET /api/bookings`, `/api/bookings/{id}`). */
export type BookingView = {
  id: string;
  /** Human reference, e.g. `SAD-7K3M9Q`: quoted on the phone, in messages and on the invoice. */
  reference: string;
  status: BookingStatus;
  /** The last tracking step reached, or null. */
  trackingStep: TrackingStep | null;
  kind: 'home_visit' | 'cabinet' | 'teleconsultation';
  service: { id: string; code: string; nameFr: string; nameEn: string; durationMinutes: number };
  doctor: { id: string; firstName: string; lastName: string; specialty: string; profession: Profession } | null;
  patient: { id: string; firstName: string; lastName: string };
  startsAt: string;
  endsAt: string;
  address: BookingAddress | null;
  priceXaf: number;
  paymentChoice: BookingPaymentChoice;
  /** The booking's payment, if one was started (see payment-constants.ts). */
  paymentId: string | null;
  paymentStatus: string | null;
  /** What that payment is of, and how (e.g. 20 000 by `mtn_momo`): what a cancellation will have to give back. */
  paymentAmount: number | null;
  paymentMethod: PaymentMethod | null;
  /** Whether the caller may still cancel or reschedule it. */
  canChange: boolean;
  /** Until when the patient may cancel or reschedule it themselves (later, staff only). */
  patientChangeDeadline: string;
  /** The patient's rating of the completed visit, once given. */
  review: { stars: number; comment: string | null } | null;
  createdAt: string;
  /** Every transition: who (role), what, when. */
  events: {
    at: string;
    actorRole: string | null;
    type: string;
    status: BookingStatus | null;
    step: TrackingStep | null;
    /** `doctor_assigned`: the carer replaced (null when none was assigned) and the one who took over. */
    fromDoctor: BookingCarer | null;
    toDoctor: BookingCarer | null;
  }[];
};

/** Realtime (Socket.IO): the event a patient's, doctor's and staff's screens receive when a booking changes. */
export const BOOKING_UPDATED_EVENT = 'booking:updated';
export type BookingUpdatedMessage = { bookingId: string; status: BookingStatus; trackingStep: TrackingStep | null };

/**
 * Unpaid upcoming bookings one account may hold at once (ADR 023): pending or confirmed, starting in the
 * future, without a succeeded payment (a cash visit not yet settled counts). One more is 409 `booking_hold_limit`.
 */
export const MAX_UNPAID_UPCOMING_BOOKINGS = 3;

/** An account younger than this with unpaid holds is listed among the suspicious holds for staff. */
export const RECENT_ACCOUNT_DAYS = 7;

/** `GET /api/bookings/holds` (admin, super_admin): accounts at the hold limit, or recent, with their unpaid holds. */
export type BookingHoldsResponse = {
  accounts: {
    patientId: string;
    firstName: string;
    lastName: string;
    accountCreatedAt: string;
    /** Created less than `RECENT_ACCOUNT_DAYS` ago. */
    recentAccount: boolean;
    phoneVerified: boolean;
    unpaidCount: number;
    bookings: {
      id: string;
      reference: string;
      startsAt: string;
      status: BookingStatus;
      paymentChoice: BookingPaymentChoice;
      priceXaf: number;
    }[];
  }[];
};
