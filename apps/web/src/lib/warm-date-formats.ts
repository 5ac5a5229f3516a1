import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/**
 * Loads the locale's and Douala's time zone data, which every dated screen needs, in a task of its own while the
 * screen's data is on its way: the first date formatter built pays for it (about 10 ms on a laptop, four to eight
 * times more on a phone), the next ones cost almost nothing. Built inside the render that first shows a date, that
 * cost made the render one long task (issue #10, total blocking time).
 */
export function warmDateFormats(language: string): void {
  setTimeout(() => dateTimeFormat(language, { timeZone: TIME_ZONE, hour: '2-digit' }).format(0), 0);
}
