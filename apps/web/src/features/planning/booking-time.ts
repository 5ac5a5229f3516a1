import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/**
 * Calendar arithmetic of the planning screens, in Douala time (WAT, UTC+1, no daylight saving time). Days are
 * `yyyy-mm-dd` strings; instants are ISO strings from the API.
 */

const dayFormat = dateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Douala calendar day of an instant. */
export function doualaDayOf(instant: string | Date): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** `day` plus `count` days (negative to go back). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `day` (ISO weeks). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week of `day`, Monday first. */
export function weekOf(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function isCalendarDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
}

/** `HH:MM` of an instant in Douala. */
export function doualaTime(instant: string, language: string): string {
  return dateTimeFormat(language, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** "lundi 23 novembre" in the interface language. */
export function weekdayLabel(day: string, language: string): string {
  return dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** Groups items by the Douala day of their start, keeping their order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = doualaDayOf(item.startsAt);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return groups;
}
