import { TIME_ZONE } from './constants';
import { dateTimeFormat } from './intl-formats';

/**
 * Today in Douala (`yyyy-mm-dd`): dates of birth, of documents and of doses are calendar dates of the
 * Africa/Douala time zone, whatever the clock of the server or of the phone says.
 */
export function doualaToday(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
