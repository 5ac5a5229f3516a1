/**
 * Calendar arithmetic in Africa/Douala time. Douala keeps West Africa Time, UTC+1, all year (no daylight
 * saving time), so a local date and minute map to one instant by a fixed offset (ADR 014; a unit test
 * checks it against the time zone database).
 */
const DOUALA_OFFSET_MINUTES = 60;
const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

function utcMidnightOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The instant of a Douala local date (`yyyy-mm-dd`) and minute of that day (0-1440). */
export function doualaInstant(date: string, minute: number): Date {
  return new Date(utcMidnightOf(date) + (minute - DOUALA_OFFSET_MINUTES) * MINUTE_MS);
}

/** The Douala local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnightOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcMidnightOf(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minute of the Douala day of an instant (0-1439). */
export function doualaMinuteOf(instant: Date): number {
  const minutes = Math.floor(instant.getTime() / MINUTE_MS) + DOUALA_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The local dates from `from`, `days` of them. */
export function datesFrom(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}
