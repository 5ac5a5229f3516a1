import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/** `count` calendar days (`YYYY-MM-DD`) from `first`, Douala days having no daylight saving time. */
export function nextDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** "lun. 23" on the day chips. */
export function shortDayLabel(day: string, language: string): { weekday: string; date: string } {
  const date = new Date(`${day}T12:00:00Z`);
  return {
    weekday: dateTimeFormat(language, { timeZone: TIME_ZONE, weekday: 'short' }).format(date),
    date: dateTimeFormat(language, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' }).format(date),
  };
}

const doualaYear = (date: Date) => dateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(date);

/** "lundi 23 novembre à 09:30", in Douala time; with the year when it is not this year's ("14 octobre 2025"). */
export function formatSlot(startsAt: string, language: string, now = new Date()): string {
  const date = new Date(startsAt);
  return dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: doualaYear(date) === doualaYear(now) ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
