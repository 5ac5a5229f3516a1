import { ARCHIVE_PAGE_SIZE, ARCHIVE_SOURCES, type ArchiveList } from '@sante/shared/archive-constants';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { ARCHIVE_SOURCE_MODULES } from './archive-sources';
import { auditArchive, newestFirst, type ArchiveFilter, type ArchiveRequest } from './archive-view';

/** One more than a page, to know whether the search was cut. */
const LIMIT = ARCHIVE_PAGE_SIZE + 1;

/** The documents of every source (or the one asked) matching the filter, newest first, at most a page. */
export async function findArchives(db: Db, filter: ArchiveFilter): Promise<ArchiveList> {
  const sources = filter.source ? [filter.source] : ARCHIVE_SOURCES;
  const found = (
    await Promise.all(sources.map((source) => ARCHIVE_SOURCE_MODULES[source].list(db, filter, LIMIT)))
  ).flat();
  found.sort(newestFirst);
  return { documents: found.slice(0, ARCHIVE_PAGE_SIZE), truncated: found.length > ARCHIVE_PAGE_SIZE };
}

/**
 * `GET /api/admin/archives` (`archives.read`): the stored documents of every source matching the filters, newest
 * document date first, at most `ARCHIVE_PAGE_SIZE` (`truncated` says a narrower search would find more). Each
 * search is audited with its filters' names and its count (never the search text).
 */
export async function listArchives(
  db: Db,
  req: ArchiveRequest,
  caller: Caller,
  filter: ArchiveFilter,
): Promise<ArchiveList> {
  const list = await findArchives(db, filter);
  await auditArchive(db, req, caller, 'archive.search', null, {
    source: filter.source ?? null,
    kind: filter.kind ?? null,
    author: filter.author ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    status: filter.status ?? null,
    hold: filter.hold ?? null,
    searched: Boolean(filter.q),
    count: list.documents.length,
  });
  return list;
}
