import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/** The year of an instant in Douala (WAT). */
function doualaYear(value: Date): string {
  return dateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(value);
}

/**
 * A date and time as people in Cameroon read it: Douala time (WAT), in the interface language, with the year
 * only when it is not the current one ("22 nov., 09:00"; "22 nov. 2025, 09:00").
 */
export function formatDateTime(value: Date, language: string, now: Date = new Date()): string {
  return dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: doualaYear(value) === doualaYear(now) ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(value);
}

/** A calendar day (`YYYY-MM-DD`) written out in the interface language: "22 novembre 2026". */
export function formatDay(isoDay: string, language: string): string {
  return dateTimeFormat(language, { timeZone: TIME_ZONE, dateStyle: 'long' }).format(new Date(`${isoDay}T12:00:00Z`));
}
