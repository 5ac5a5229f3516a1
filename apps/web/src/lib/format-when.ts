import { doualaToday } from '@sante/shared/calendar-date';
import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat, relativeTimeFormat } from '@sante/shared/intl-formats';

const DAY_MS = 86_400_000;

/** Whole days from the Douala date of `now` to that of `date`. */
function daysBetween(now: Date, date: Date): number {
  return Math.round(
    (Date.parse(`${doualaToday(date)}T12:00:00Z`) - Date.parse(`${doualaToday(now)}T12:00:00Z`)) / DAY_MS,
  );
}

/** The hour in Douala as said aloud: "9 h", "9 h 30" in French, "9 AM", "9:30 AM" in English. */
function spokenHour(date: Date, language: string): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .split(':');
  const [hour = '0', minute = '00'] = parts;
  if (language.startsWith('fr')) return minute === '00' ? `${Number(hour)} h` : `${Number(hour)} h ${minute}`;
  return dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: minute === '00' ? undefined : '2-digit',
  }).format(date);
}

/**
 * When a slot starts, in Douala time, as people say it: "aujourd’hui 14 h", "demain 8 h 30", "jeudi 9 h" within
 * the week, "jeudi 12 déc. 9 h" beyond (the interface language; French style hours in French).
 */
export function formatWhen(startsAt: string, language: string, now = new Date()): string {
  const date = new Date(startsAt);
  const days = daysBetween(now, date);
  const hour = spokenHour(date, language);
  if (days <= 1) {
    const day = relativeTimeFormat(language, { numeric: 'auto' }).format(Math.max(days, 0), 'day');
    return `${day} ${hour}`;
  }
  const day = dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    ...(days < 7 ? {} : { day: 'numeric', month: 'short' }),
  }).format(date);
  return `${day} ${hour}`;
}
