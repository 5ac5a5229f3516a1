/**
 * The values of doctors' availability and free slots without zod, so that a page can import them at first
 * load; the request schemas are in `availability-schemas.ts`. Times are local to Africa/Douala (WAT, UTC+1,
 * no daylight saving time): see docs/decisions/014-availability-and-slots.md.
 */

/** Kinds of visit a doctor opens hours for (translation keys `visitKinds.<value>`). */
export const VISIT_KINDS = ['home_visit', 'cabinet', 'teleconsultation'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/**
 * The kinds of visit sold today: the one switch that takes a kind on or off the booking pages, the home page and
 * `POST /api/bookings` (which refuses the others with `visit_kind_unavailable`). Teleconsultation is sold since its
 * video room exists (ADR 030).
 */
export const BOOKABLE_VISIT_KINDS: readonly VisitKind[] = ['home_visit', 'cabinet', 'teleconsultation'];

export function isBookableVisitKind(kind: VisitKind): boolean {
  return BOOKABLE_VISIT_KINDS.includes(kind);
}

/** How far ahead a carer must have free hours to be offered (directory, booking), in days. */
export const OFFERED_WITHIN_DAYS = 14;

/** `leave` blocks every kind of visit; `extra_hours` adds hours for one kind of visit. */
export const EXCEPTION_KINDS = ['leave', 'extra_hours'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Parts of the day the slots are grouped in (Douala time): before 12:00, 12:00-17:59, from 18:00. */
export const DAY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];
export const AFTERNOON_STARTS_AT_MINUTE = 12 * 60;
export const EVENING_STARTS_AT_MINUTE = 18 * 60;

/** Lengths a doctor can give to the slots of one kind of visit. */
export const SLOT_LENGTHS_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;
export type SlotLengthMinutes = (typeof SLOT_LENGTHS_MINUTES)[number];

export const AVAILABILITY_DEFAULTS = {
  travelBufferMinutes: 30,
  slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 } satisfies Record<VisitKind, SlotLengthMinutes>,
} as const;

export const AVAILABILITY_LIMITS = {
  maxTravelBufferMinutes: 180,
  maxRules: 100,
  maxExceptions: 100,
  /** Longest exception, in days (inclusive range). */
  maxExceptionDays: 366,
  /** Days of free slots one request may ask for. */
  maxSlotDays: 31,
  defaultSlotDays: 7,
  /** Days the "first available" search looks ahead by default. */
  defaultFirstAvailableDays: 14,
} as const;

/** Local time `HH:MM` (00:00 to 24:00, 24:00 being the end of the day). */
export const LOCAL_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since local midnight of `HH:MM` (or `HH:MM:SS` as PostgreSQL returns a `time`). */
export function minuteOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** `HH:MM` of a minute of the day (1440 is `24:00`). */
export function localTimeLabel(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export type AvailabilityRule = { kind: VisitKind; weekday: Weekday; start: string; end: string };

export type AvailabilityException = {
  kind: ExceptionKind;
  /** The kind of visit extra hours are for; null for leave (blocks every kind). */
  visitKind: VisitKind | null;
  startDate: string;
  endDate: string;
  /** Null start and end: the whole day (leave only). */
  start: string | null;
  end: string | null;
};

/** `GET|PUT /api/doctors/me/availability`. */
export type DoctorAvailability = {
  travelBufferMinutes: number;
  slotMinutes: Record<VisitKind, number>;
  rules: AvailabilityRule[];
  exceptions: AvailabilityException[];
};

/** One free slot: ISO instants and the Douala local label of its start (`09:30`). */
export type FreeSlot = { startsAt: string; endsAt: string; label: string; kind: VisitKind };

export type DaySlots = { date: string } & Record<DayPeriod, FreeSlot[]>;

/** `GET /api/doctors/{id}/slots`. */
export type DoctorSlotsResponse = { days: DaySlots[] };

/** A slot of the "first available" search, with the doctor who would take it. */
export type FirstAvailableSlot = FreeSlot & { doctorId: string };

/**
 * `GET /api/availability/first-available`: the first day with a free slot (date null when none), and which days
 * have one from the date asked up to `checkedThrough` (the end of the week the first was found in, or of the
 * range when none was): a date picker marks each of those days (`freeDates` or none).
 */
export type FirstAvailableResponse = { date: string | null; freeDates: string[]; checkedThrough: string } & Record<
  DayPeriod,
  FirstAvailableSlot[]
>;
