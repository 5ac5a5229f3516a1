import type { OpeningHours } from '@sante/shared/shop-constants';

/** Today's index in a Monday-first week, in Douala (WAT, UTC+1 all year). */
export function doualaWeekdayIndex(now = new Date()): number {
  return (new Date(now.getTime() + 3_600_000).getUTCDay() + 6) % 7;
}

/** "08:30" as the language writes a time of day: "8 h 30" in French, "08:30" otherwise. */
export function formatClock(time: string, language: string): string {
  if (!language.startsWith('fr')) return time;
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

export function hoursRange(hours: NonNullable<OpeningHours>, language: string) {
  return { opens: formatClock(hours.opens, language), closes: formatClock(hours.closes, language) };
}

const DOUALA_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The Douala calendar day of an instant, as a day number (for comparing days). */
const doualaDayNumber = (at: Date) => Math.floor((at.getTime() + DOUALA_OFFSET_MS) / DAY_MS);

/**
 * When an order is ready, said the way the patient reads it (Africa/Douala): today, tomorrow, or another day (its
 * date in `day`), from a time of day written as the language writes it ("8 h 30").
 */
export function readyWhen(
  readyAt: Date,
  now: Date,
  language: string,
): { when: 'today' | 'tomorrow' | 'later'; time: string; day: string } {
  const local = new Date(readyAt.getTime() + DOUALA_OFFSET_MS);
  const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  const days = doualaDayNumber(readyAt) - doualaDayNumber(now);
  const day = new Intl.DateTimeFormat(language, {
    timeZone: 'Africa/Douala',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(readyAt);
  return { when: days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later', time: formatClock(clock, language), day };
}
