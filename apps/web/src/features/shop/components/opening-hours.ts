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
