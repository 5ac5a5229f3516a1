import type { VisitKind } from '@sante/shared/availability-constants';
import { BOOKABLE_VISIT_KINDS } from '@sante/shared/availability-constants';
import type { BookingAddress, BookingPaymentChoice } from '@sante/shared/booking-constants';
import { BOOKING_PAYMENT_CHOICES, BOOKING_REASON_MAX } from '@sante/shared/booking-constants';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** The steps of `/patient/booking`, in order; the address step only for home visits. */
export const BOOKING_STEPS = ['service', 'doctor', 'slot', 'address', 'summary'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * The one localStorage key of the booking in progress: kept through sign-in, sign-up, a reload and a closed tab
 * (a visitor chooses first and identifies last), emptied with the rest of the storage at sign-out.
 */
export const BOOKING_DRAFT_KEY = 'booking_draft';

/** A draft left longer than this is forgotten (its slot is long gone; a shared phone keeps nothing for days). */
export const BOOKING_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** Choices made so far. `doctorId` null with `doctorChosen` true means "Premier disponible". */
export type BookingDraft = {
  kind: VisitKind;
  serviceId: string | null;
  /** The city the doctors are searched in (from the profile, changeable). */
  city: string;
  doctorChosen: boolean;
  doctorId: string | null;
  /** The slot: its ISO start, and the doctor the "first available" search proposed for it. */
  startsAt: string | null;
  address: BookingAddress | null;
  /** The « motif » the patient may write for the carer (kept through identification like every choice). */
  reason: string;
  /** « Pour un proche »: one of the patient's dependants (chosen once identified); null: for the patient. */
  dependentId: string | null;
  paymentChoice: BookingPaymentChoice;
  phone: string;
  /** Generated once per booking attempt: a double tap or a retry never books twice. */
  idempotencyKey: string;
  /** Once booked: the booking, and the key of its payment attempt (a retry never charges twice). */
  bookingId: string | null;
  paymentKey: string;
};

export function emptyDraft(kind: VisitKind): BookingDraft {
  return {
    kind,
    serviceId: null,
    city: '',
    doctorChosen: false,
    doctorId: null,
    startsAt: null,
    address: null,
    reason: '',
    dependentId: null,
    paymentChoice: 'mtn_momo',
    phone: '',
    idempotencyKey: newIdempotencyKey('booking'),
    bookingId: null,
    paymentKey: newIdempotencyKey('payment'),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keyOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^[\w.:-]{8,80}$/.test(value) ? value : fallback;
const stringOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function addressOf(value: unknown): BookingAddress | null {
  if (!isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  const coordinate = (key: string) => (typeof value[key] === 'number' ? value[key] : null);
  return {
    city: text('city'),
    neighbourhood: text('neighbourhood'),
    details: text('details'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
  };
}

/** A stored draft, checked field by field (anything malformed or too old is dropped, never trusted). */
export function parseDraft(raw: string | null, now = Date.now()): BookingDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const savedAt = typeof value.savedAt === 'number' ? value.savedAt : 0;
  if (now - savedAt > BOOKING_DRAFT_TTL_MS || savedAt > now + BOOKING_DRAFT_TTL_MS) return null;
  // A kind not sold (yet) is not kept: its steps would lead nowhere (ADR 027).
  const kind = BOOKABLE_VISIT_KINDS.find((candidate) => candidate === value.kind);
  if (!kind) return null;
  const base = emptyDraft(kind);
  return {
    kind,
    serviceId: stringOrNull(value.serviceId),
    city: typeof value.city === 'string' ? value.city : '',
    doctorChosen: value.doctorChosen === true,
    doctorId: stringOrNull(value.doctorId),
    startsAt: stringOrNull(value.startsAt),
    address: addressOf(value.address),
    reason: typeof value.reason === 'string' ? value.reason.slice(0, BOOKING_REASON_MAX) : '',
    dependentId: stringOrNull(value.dependentId),
    paymentChoice: BOOKING_PAYMENT_CHOICES.find((choice) => choice === value.paymentChoice) ?? base.paymentChoice,
    phone: typeof value.phone === 'string' ? value.phone : '',
    idempotencyKey: keyOr(value.idempotencyKey, base.idempotencyKey),
    bookingId: stringOrNull(value.bookingId),
    paymentKey: keyOr(value.paymentKey, base.paymentKey),
  };
}

/** The steps this kind of visit goes through. */
export function stepsFor(kind: VisitKind): readonly BookingStep[] {
  return kind === 'home_visit' ? BOOKING_STEPS : BOOKING_STEPS.filter((step) => step !== 'address');
}

/** The first step whose choice is missing: a step further on cannot be opened before it. */
export function firstIncompleteStep(draft: BookingDraft): BookingStep {
  if (!draft.serviceId) return 'service';
  if (!draft.doctorChosen) return 'doctor';
  if (!draft.startsAt) return 'slot';
  if (draft.kind === 'home_visit' && !isAddressComplete(draft.address)) return 'address';
  return 'summary';
}

export function isAddressComplete(address: BookingAddress | null): boolean {
  return address !== null && [address.city, address.neighbourhood, address.details].every((v) => v.trim() !== '');
}

/** The step to show: the one asked for in the address, unless an earlier choice is still missing. */
export function reachableStep(draft: BookingDraft, requested: string | null): BookingStep {
  const steps = stepsFor(draft.kind);
  const limit = steps.indexOf(firstIncompleteStep(draft));
  const index = steps.findIndex((step) => step === requested);
  return index === -1 || index > limit ? (steps[limit] ?? 'service') : (steps[index] ?? 'service');
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; draft: BookingDraft | null } = { raw: null, draft: null };

function readRaw(): string | null {
  try {
    return localStorage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    return null;
  }
}

/** The stored draft (the same object while the stored text is unchanged, as `useSyncExternalStore` needs). */
export function readDraft(): BookingDraft | null {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, draft: parseDraft(raw) };
  return cache.draft;
}

export function subscribeToDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeDraft(draft: BookingDraft): void {
  try {
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or refused: the booking cannot be kept across pages; the page stays as it is.
  }
  listeners.forEach((listener) => listener());
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
  listeners.forEach((listener) => listener());
}
