import { formatDateTime } from './format';

/**
 * Builds the date formatter every dated screen uses (Douala time, in `language`), in a task of its own while the
 * screen's data is on its way. The first one built loads the locale's and the time zone's data (about 10 ms on a
 * laptop, four to eight times more on a phone); built inside the render that first shows a date, that cost made
 * the render one long task (issue #10, total blocking time).
 */
export function warmDateFormats(language: string): void {
  setTimeout(() => formatDateTime(new Date(), language), 0);
}
