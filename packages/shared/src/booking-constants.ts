import type { CarerSex, Profession } from './doctor-constants';
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

/** « Je suis en route » opens this long before the visit's start (issue #13: not the evening before). */
export const EN_ROUTE_OPENS_MINUTES_BEFORE = 120;

/** A step (or the end of the visit) can be undone this long after it; the patient is told only then. */
export const STEP_UNDO_SECONDS = 30;

/**
 * Why a visit step cannot be taken yet at `now` (the server's rule, the UI disables the button with it):
 * « en route » no earlier than two hours before the start, « terminer » not before the start; null when it can.
 */
export function stepTooEarly(
  move: TrackingStep | 'complete',
  startsAt: string,
  now: Date,
): 'tracking_too_early' | 'visit_not_started' | null {
  const start = Date.parse(startsAt);
  if (move === 'doctor_en_route' && now.getTime() < start - EN_ROUTE_OPENS_MINUTES_BEFORE * 60_000)
    return 'tracking_too_early';
  if (move === 'complete' && now.getTime() < start) return 'visit_not_started';
  return null;
}

/**
 * Until when the booking's last step (a tracking step or the end of the visit) can be undone, or null: the
 * last event, if it is one of those, plus `STEP_UNDO_SECONDS`.
 */
export function undoableUntil(booking: Pick<BookingView, 'events' | 'status'>, now: Date): Date | null {
  const last = booking.events.at(-1);
  if (!last || (last.type !== 'tracking' && last.type !== 'completed') || booking.status === 'cancelled') return null;
  const until = new Date(Date.parse(last.at) + STEP_UNDO_SECONDS * 1000);
  return until.getTime() > now.getTime() ? until : null;
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
export type BookingCarer = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
};

/** One booking as its patient, its doctor and staff see it (`GET /api/bookings`, `/api/bookings/{id}`). */
/** One message confirming a booking, as the outbox recorded it. */
export type ConfirmationMessage = {
  channel: 'sms' | 'whatsapp' | 'email';
  /** E.164 phone or e-mail address. */
  recipient: string;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
};

export type BookingView = {
  id: string;
  /** Human reference, e.g. `SAD-7K3M9Q`: quoted on the phone, in messages and on the invoice. */
  reference: string;
  status: BookingStatus;
  /** The last tracking step reached, or null. */
  trackingStep: TrackingStep | null;
  kind: 'home_visit' | 'cabinet' | 'teleconsultation';
  service: { id: string; code: string; nameFr: string; nameEn: string; durationMinutes: number };
  doctor: {
    id: string;
    firstName: string;
    lastName: string;
    specialty: string;
    /** For the title (`carerName`): « Dr », « Infirmière », « Infirmier ». */
    profession: Profession;
    sex: CarerSex | null;
    /** The carer's photo while the carer is active (ADR 051), or null. */
    photoUrl: string | null;
  } | null;
  patient: {
    id: string;
    firstName: string;
    lastName: string;
    /** For the carer and staff (null for the patient, or when the profile has no date of birth). */
    age: number | null;
    /**
     * For the assigned carer while the care relationship holds (ADR 031: 24 h before the visit to 30 days after, or
     * a share): whether the record lists allergies; null otherwise.
     */
    hasAllergies: boolean | null;
    /**
     * For the carer and staff: the patient's account is suspended (ADR 054); the booking is kept, the carer gets no
     * contact but the team's (ADR 061). Always false for the patient.
     */
    suspended: boolean;
  };
  /** Why the patient booked (optional, typed at booking). */
  reason: string | null;
  /** « Pour un proche »: the dependant the visit is for (from the vaccination calendar), with their age; null: the patient. */
  dependant: { id: string; firstName: string; lastName: string | null; age: number | null } | null;
  /** Whether the patient joined the photo of an existing prescription (`GET /api/bookings/{id}/prescription-photo`). */
  hasPrescriptionPhoto: boolean;
  /** For the patient: the summary their carer wrote for them about this consultation, once shared (ADR 031). */
  careSummary: string | null;
  /**
   * The consultation's prescription (ADR 034): for the carer and staff as soon as a draft exists, for the patient
   * only once signed; null otherwise (the patient's card then says there is none).
   */
  prescription: { id: string; status: 'draft' | 'signed' } | null;
  /**
   * While the booking is open: the assigned carer's phone for the patient, the patient's for the carer and staff
   * (« Appeler », « WhatsApp »); null otherwise.
   */
  contactPhone: string | null;
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
  /**
   * A mobile-money booking still to pay: the moment it is released if unpaid (`unpaidReleaseAt`); null once paid,
   * for cash, or when it no longer holds a slot.
   */
  payBy: string | null;
  /**
   * Cancelled by the platform because its mobile-money payment did not come in time (`bookings.release_unpaid`,
   * ADR 026): the patient's card says so and offers to book the same care with the same carer again.
   */
  releasedUnpaid: boolean;
  /**
   * How the booking's confirmation went out (the patient and staff see it; empty for others): each channel it
   * was queued on, to which contact, and how far it got. The confirmation screen says what was really sent.
   */
  confirmationMessages: ConfirmationMessage[];
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

/**
 * An unpaid mobile-money booking is released this many minutes before its start (ADR 026): the carer must know
 * in time whether to set off (home visits promise arrival in 30-45 minutes), the slot goes back to others.
 */
export const UNPAID_RELEASE_MINUTES_BEFORE = {
  home_visit: 45,
  cabinet: 30,
  teleconsultation: 15,
} as const satisfies Record<BookingView['kind'], number>;

/** A booking made inside that window still has this long to be paid (a visit booked for the next hour). */
export const UNPAID_PAYMENT_GRACE_MINUTES = 15;

/** The `cancel_reason` of a booking released unpaid (set by the platform, no one cancelled it: `releasedUnpaid`). */
export const UNPAID_CANCEL_REASON = 'unpaid';

/** When an unpaid mobile-money booking is released: before its start, but never sooner than the grace period. */
export function unpaidReleaseAt(kind: BookingView['kind'], startsAt: Date, createdAt: Date): Date {
  const beforeStart = startsAt.getTime() - UNPAID_RELEASE_MINUTES_BEFORE[kind] * 60_000;
  const afterGrace = createdAt.getTime() + UNPAID_PAYMENT_GRACE_MINUTES * 60_000;
  return new Date(Math.min(startsAt.getTime(), Math.max(beforeStart, afterGrace)));
}

/** The longest « motif » a patient may write when booking (shown to the carer on the visit card). */
export const BOOKING_REASON_MAX = 500;
