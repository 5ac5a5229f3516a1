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

/** Age in whole years on `now`'s Douala date, from a `yyyy-mm-dd` date of birth (null when unknown). */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const [thisYear, thisMonth, thisDay] = doualaToday(now).split('-').map(Number);
  if (!year || !month || !day || !thisYear || !thisMonth || !thisDay) return null;
  const beforeBirthday = thisMonth < month || (thisMonth === month && thisDay < day);
  return thisYear - year - (beforeBirthday ? 1 : 0);
}
