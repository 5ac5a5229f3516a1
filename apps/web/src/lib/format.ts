import { TIME_ZONE } from '@sante/shared/constants';

/** A date and time as people in Cameroon read it: Douala time (WAT), in the interface language. */
export function formatDateTime(value: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(value);
}

/** A calendar day (`YYYY-MM-DD`) written out in the interface language: "22 novembre 2026". */
export function formatDay(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, dateStyle: 'long' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}
