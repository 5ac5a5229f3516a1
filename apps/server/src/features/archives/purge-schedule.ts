import { ARCHIVE_PURGE } from '@sante/shared/archive-constants';

const DOUALA_OFFSET_MS = 3_600_000;

/** The yearly purge's run of a given year: 1 February, 02:00 in Douala (UTC+1, no summer time). */
export const archivePurgeOf = (year: number) =>
  new Date(Date.UTC(year, ARCHIVE_PURGE.month - 1, ARCHIVE_PURGE.day, ARCHIVE_PURGE.hourDouala) - DOUALA_OFFSET_MS);

/** The next run of the yearly purge strictly after `now`. */
export function nextArchivePurgeAt(now: Date): Date {
  const year = new Date(now.getTime() + DOUALA_OFFSET_MS).getUTCFullYear();
  const thisYear = archivePurgeOf(year);
  return thisYear.getTime() > now.getTime() ? thisYear : archivePurgeOf(year + 1);
}

/** The Douala day (YYYY-MM-DD) of a run: documents whose retention ended before it are purged then. */
export const purgeDayOf = (runAt: Date) => new Date(runAt.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 10);
