import {
  AFTERNOON_STARTS_AT_MINUTE,
  EVENING_STARTS_AT_MINUTE,
  localTimeLabel,
  minuteOfDay,
  type DaySlots,
  type DayPeriod,
  type ExceptionKind,
  type FreeSlot,
  type VisitKind,
} from '@sante/shared/availability-constants';
import { datesFrom, doualaInstant, isoWeekday } from './douala-time';

/** Local hours in minutes of the day (end exclusive; 1440 is midnight at the end of the day). */
export type WeeklyRule = { kind: VisitKind; weekday: number; startMinute: number; endMinute: number };

export type DatedException = {
  kind: ExceptionKind;
  visitKind: VisitKind | null;
  startDate: string;
  endDate: string;
  /** Null: the whole day. */
  startMinute: number | null;
  endMinute: number | null;
};

export type BusyBooking = { kind: VisitKind; startsAt: Date; endsAt: Date };

/** Everything the computation needs about one doctor. */
export type DoctorAvailabilityInputs = {
  rules: WeeklyRule[];
  exceptions: DatedException[];
  /** Pending and confirmed bookings around the period. */
  bookings: BusyBooking[];
  travelBufferMinutes: number;
  slotMinutes: Record<VisitKind, number>;
};

export type SlotSearch = { from: string; days: number; kinds: readonly VisitKind[]; now: Date };

const MINUTE_MS = 60_000;

function periodOf(minute: number): DayPeriod {
  if (minute < AFTERNOON_STARTS_AT_MINUTE) return 'morning';
  if (minute < EVENING_STARTS_AT_MINUTE) return 'afternoon';
  return 'evening';
}

function coversDate(exception: DatedException, date: string): boolean {
  return exception.startDate <= date && date <= exception.endDate;
}

/** The opening windows of one day for one kind of visit: weekly hours plus extra hours. */
function windowsOf(inputs: DoctorAvailabilityInputs, date: string, kind: VisitKind): Array<[number, number]> {
  const weekday = isoWeekday(date);
  const windows: Array<[number, number]> = inputs.rules
    .filter((rule) => rule.kind === kind && rule.weekday === weekday)
    .map((rule) => [rule.startMinute, rule.endMinute]);
  for (const exception of inputs.exceptions) {
    if (exception.kind !== 'extra_hours' || exception.visitKind !== kind || !coversDate(exception, date)) continue;
    windows.push([exception.startMinute ?? 0, exception.endMinute ?? 1440]);
  }
  return windows;
}

function leaveOf(inputs: DoctorAvailabilityInputs, date: string): Array<[number, number]> {
  return inputs.exceptions
    .filter((exception) => exception.kind === 'leave' && coversDate(exception, date))
    .map((exception) => [exception.startMinute ?? 0, exception.endMinute ?? 1440]);
}

/**
 * A candidate collides with a booking when they overlap, or when either is a home visit and they are closer
 * than the travel buffer (the doctor needs that time to get there or to come back).
 */
function collides(inputs: DoctorAvailabilityInputs, kind: VisitKind, start: number, end: number): boolean {
  return inputs.bookings.some((booking) => {
    const gap = kind === 'home_visit' || booking.kind === 'home_visit' ? inputs.travelBufferMinutes * MINUTE_MS : 0;
    return start < booking.endsAt.getTime() + gap && booking.startsAt.getTime() < end + gap;
  });
}

/**
 * Whether the doctor is on duty for `kind` at `now` (local date `date`, minute `minute`): inside their hours (weekly
 * or extra), not on leave, and not busy with a booking at that instant (« consultation immédiate », ADR 041).
 */
export function isOnDutyAt(
  inputs: DoctorAvailabilityInputs,
  date: string,
  minute: number,
  kind: VisitKind,
  now: Date,
): boolean {
  const within = ([start, end]: [number, number]) => start <= minute && minute < end;
  if (!windowsOf(inputs, date, kind).some(within) || leaveOf(inputs, date).some(within)) return false;
  const at = now.getTime();
  return !inputs.bookings.some((booking) => booking.startsAt.getTime() <= at && at < booking.endsAt.getTime());
}

/**
 * Whether the doctor can take a visit of `kind` from `now` for its usual length, `now` being local date `date`,
 * minute `minute`: on duty then (hours, not on leave) and nothing booked over it, travel buffer included. For a
 * visit whose start has passed (a late visit handed to another carer, ADR 061).
 */
export function isFreeFrom(
  inputs: DoctorAvailabilityInputs,
  date: string,
  minute: number,
  kind: VisitKind,
  now: Date,
): boolean {
  const within = ([start, end]: [number, number]) => start <= minute && minute < end;
  if (!windowsOf(inputs, date, kind).some(within) || leaveOf(inputs, date).some(within)) return false;
  const start = now.getTime();
  return !collides(inputs, kind, start, start + inputs.slotMinutes[kind] * MINUTE_MS);
}

/** The free slots of one day, all requested kinds together, in order of start. */
function freeSlotsOfDay(inputs: DoctorAvailabilityInputs, date: string, search: SlotSearch): FreeSlot[] {
  const leave = leaveOf(inputs, date);
  const slots = new Map<string, FreeSlot>();
  for (const kind of search.kinds) {
    const length = inputs.slotMinutes[kind];
    for (const [windowStart, windowEnd] of windowsOf(inputs, date, kind)) {
      for (let minute = windowStart; minute + length <= windowEnd; minute += length) {
        const end = minute + length;
        if (leave.some(([leaveStart, leaveEnd]) => minute < leaveEnd && leaveStart < end)) continue;
        const startsAt = doualaInstant(date, minute);
        const endsAt = doualaInstant(date, end);
        if (startsAt.getTime() <= search.now.getTime()) continue;
        if (collides(inputs, kind, startsAt.getTime(), endsAt.getTime())) continue;
        const slot = {
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          label: localTimeLabel(minute),
          kind,
        };
        slots.set(`${kind}|${slot.startsAt}`, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.kind.localeCompare(b.kind));
}

/** One date's slots grouped as morning, afternoon and evening by their local start. */
export function groupByPeriod<S extends FreeSlot>(date: string, slots: S[]): { date: string } & Record<DayPeriod, S[]> {
  const day: { date: string } & Record<DayPeriod, S[]> = { date, morning: [], afternoon: [], evening: [] };
  for (const slot of slots) day[periodOf(minuteOfDay(slot.label))].push(slot);
  return day;
}

/**
 * Free slots = weekly hours + extra hours − leave − pending/confirmed bookings − travel buffer around home
 * visits, never at or before `now`; one entry per local date, grouped as morning, afternoon and evening
 * (Douala time). Pure: the caller loads the inputs and gives the clock.
 */
export function computeFreeSlots(inputs: DoctorAvailabilityInputs, search: SlotSearch): DaySlots[] {
  return datesFrom(search.from, search.days).map((date) => groupByPeriod(date, freeSlotsOfDay(inputs, date, search)));
}

/** The free slots of one local date as a flat list (for searches that only need to know if there is one). */
export function freeSlotsOn(
  inputs: DoctorAvailabilityInputs,
  date: string,
  kinds: readonly VisitKind[],
  now: Date,
): FreeSlot[] {
  return freeSlotsOfDay(inputs, date, { from: date, days: 1, kinds, now });
}
