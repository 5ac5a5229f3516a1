import type { WeeklyHours } from './shop-constants';

/** Douala is UTC+1 all year (WAT, no daylight saving time). */
const DOUALA_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** How long a partner pharmacy takes to prepare a pick-up order, within its opening hours. */
export const ORDER_PREPARATION_MINUTES = 30;

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * When a pick-up order placed (or paid) at `from` is ready at its pharmacy, in Africa/Douala: `from` plus the
 * preparation time when that falls within the day's opening hours; otherwise the next opening plus the preparation
 * time (ordered at 21:30, the pharmacy open 08:00-20:00: ready tomorrow from 08:30). `weeklyHours` is Monday first;
 * a closing time at or before the opening is past midnight. Null when the pharmacy opens on none of the next 7 days.
 */
export function pharmacyReadyAt(
  from: Date,
  weeklyHours: WeeklyHours,
  preparationMinutes = ORDER_PREPARATION_MINUTES,
): Date | null {
  const local = from.getTime() + DOUALA_OFFSET_MS;
  const today = Math.floor(local / DAY_MS) * DAY_MS;
  const preparation = preparationMinutes * 60_000;
  // From yesterday: a night opening that closes after midnight may still be open.
  for (let offset = -1; offset <= 7; offset += 1) {
    const day = today + offset * DAY_MS;
    const hours = weeklyHours[(new Date(day).getUTCDay() + 6) % 7];
    if (!hours) continue;
    const opens = day + minutesOf(hours.opens) * 60_000;
    let closes = day + minutesOf(hours.closes) * 60_000;
    if (closes <= opens) closes += DAY_MS;
    const ready = Math.max(local, opens) + preparation;
    if (ready <= closes) return new Date(ready - DOUALA_OFFSET_MS);
  }
  return null;
}
