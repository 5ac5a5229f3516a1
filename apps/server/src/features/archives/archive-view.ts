import type {
  ArchiveAuthor,
  ArchiveDocument,
  ArchivePerson,
  ArchiveSource,
  ArchiveStatus,
} from '@sante/shared/archive-constants';
import type { ZArchiveQuerySchema } from '@sante/shared/archive-schemas';
import { DELETED_ACCOUNT_RETENTION_YEARS } from '@sante/shared/constants';
import { STAFF_ROLES } from '@sante/shared/roles';
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { archiveHolds } from '../../db/schema/archives';
import { userProfiles } from '../../db/schema/profiles';
import { auditCaller } from '../auth/audit-caller';
import { escapeLike } from '../storage/storage-access';

/** The document's owner (patient, or carer for an onboarding paper) and whoever added it. */
export const owner = alias(userProfiles, 'archive_owner');
export const author = alias(userProfiles, 'archive_author');
/** The legal hold in force on the document, and who set it. */
export const hold = alias(archiveHolds, 'archive_hold');
export const holder = alias(userProfiles, 'archive_holder');

export const personColumns = (table: typeof owner | typeof author | typeof holder) => ({
  id: table.userId,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
});

/** The search of the screen, and the purge's own filter: past retention before `dueBy` (YYYY-MM-DD), not held. */
export type ArchiveFilter = z.output<typeof ZArchiveQuerySchema> & { dueBy?: string };

/** The Douala calendar day of a timestamp column, as a SQL date (independent of the session's time zone). */
export const doualaDay = (at: Column | SQL) => sql<string>`((${at} at time zone 'UTC') + interval '1 hour')::date`;

/**
 * The last day a document must be kept (ADR 008, ADR 055): 10 years after the later of its own date and its owner's
 * account deletion (the profile's last change once `deleted`); null while the owner's account is open.
 */
export const retainUntil = (day: SQL) =>
  sql<
    string | null
  >`case when ${owner.status} = 'deleted' then (greatest(${day}, ${doualaDay(owner.updatedAt)}) + interval '${sql.raw(String(DELETED_ACCOUNT_RETENTION_YEARS))} years')::date end`;

/** What each source says of its documents, as SQL (the shared columns are added by `archiveColumns`). */
export type SourceColumns = {
  id: Column;
  title: Column | SQL<string>;
  kind: Column | SQL<string | null>;
  category: Column | SQL<string | null>;
  /** The document's own date, a SQL `date`. */
  day: SQL<string>;
  status: SQL<ArchiveStatus>;
  mimeType: Column | SQL<string>;
  size: Column | SQL<number | null>;
  createdAt: Column;
};

/** The select of one source: its columns, the owner, the author, the retention and the hold. */
export function archiveColumns(columns: SourceColumns) {
  return {
    id: sql<string>`${columns.id}`,
    title: sql<string>`${columns.title}`,
    kind: sql<string | null>`${columns.kind}`,
    category: sql<string | null>`${columns.category}`,
    date: sql<string>`to_char(${columns.day}, 'YYYY-MM-DD')`,
    status: columns.status,
    retainUntil: sql<string | null>`to_char(${retainUntil(columns.day)}, 'YYYY-MM-DD')`,
    mimeType: sql<string>`${columns.mimeType}`,
    size: sql<number | null>`${columns.size}`.mapWith((value: string | number | null) =>
      value === null ? null : Number(value),
    ),
    createdAt: sql<string>`${columns.createdAt}`.mapWith((value: string | Date) => new Date(value).toISOString()),
    owner: personColumns(owner),
    author: personColumns(author),
    holdReason: hold.reason,
    heldAt: hold.heldAt,
    holder: personColumns(holder),
  };
}

/** The join of the hold in force on a source's document. */
export const holdOf = (source: ArchiveSource, documentId: Column) =>
  and(eq(hold.source, source), eq(hold.documentId, documentId), isNull(hold.liftedAt));

/** The filters every source applies the same way (`kind` is the source's own column). */
export function archiveFilters(filter: ArchiveFilter, columns: SourceColumns): SQL | undefined {
  return and(
    matchesSearch(filter.q, columns.title),
    filter.kind ? sql`${columns.kind} = ${filter.kind}` : undefined,
    addedBy(filter.author),
    filter.from ? gte(columns.day, filter.from) : undefined,
    filter.to ? lte(columns.day, filter.to) : undefined,
    filter.status ? sql`${columns.status} = ${filter.status}` : undefined,
    filter.hold === 'held' ? isNotNull(hold.id) : undefined,
    filter.hold === 'not_held' || filter.dueBy ? isNull(hold.id) : undefined,
    filter.dueBy ? lt(retainUntil(columns.day), filter.dueBy) : undefined,
  );
}

/** `q` in the owner's names, phone or e-mail, or in the document's title (case-insensitive). */
export function matchesSearch(q: string | undefined, title: SQL | Column): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(sql`${owner.firstName} || ' ' || ${owner.lastName}`, pattern),
    ilike(sql`${owner.lastName} || ' ' || ${owner.firstName}`, pattern),
    ilike(owner.phone, pattern),
    ilike(owner.email, pattern),
    ilike(title, pattern),
  );
}

/** Who added the document, as the `author` filter names it. */
export function addedBy(filter: ArchiveAuthor | undefined): SQL | undefined {
  if (!filter) return undefined;
  return filter === 'staff' ? inArray(author.role, [...STAFF_ROLES]) : eq(author.role, filter);
}

type JoinedPerson = { id: string | null; firstName: string | null; lastName: string | null; role: string | null };

/** A person of a left join (null when the account is gone or unknown). */
export function personOrNull(person: JoinedPerson | null): ArchivePerson | null {
  if (!person?.id || person.firstName === null || person.lastName === null) return null;
  return { id: person.id, firstName: person.firstName, lastName: person.lastName, role: person.role };
}

type ArchiveRow = {
  id: string;
  title: string;
  kind: string | null;
  category: string | null;
  date: string;
  status: ArchiveStatus;
  retainUntil: string | null;
  mimeType: string;
  size: number | null;
  createdAt: string;
  owner: JoinedPerson | null;
  author: JoinedPerson | null;
  holdReason: string | null;
  heldAt: Date | null;
  holder: JoinedPerson | null;
};

/** The rows of a source as the archives show them (the owner is inner-joined: always there). */
export const documentsOf = (source: ArchiveSource, rows: ArchiveRow[]): ArchiveDocument[] =>
  rows.flatMap((row) => {
    const documentOwner = personOrNull(row.owner);
    if (!documentOwner) return [];
    return [
      {
        source,
        id: row.id,
        title: row.title,
        kind: row.kind,
        category: row.category || null,
        date: row.date,
        owner: documentOwner,
        author: personOrNull(row.author),
        mimeType: row.mimeType,
        size: row.size,
        createdAt: row.createdAt,
        status: row.status,
        retainUntil: row.retainUntil,
        hold:
          row.holdReason !== null && row.heldAt
            ? { reason: row.holdReason, heldAt: row.heldAt.toISOString(), heldBy: personOrNull(row.holder) }
            : null,
      },
    ];
  });

/** Newest document date first, then newest upload. */
export const newestFirst = (a: ArchiveDocument, b: ArchiveDocument) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

/** What an archive use case needs of the request (for its audit row). */
export type ArchiveRequest = { ip: string; requestId: string };

/** An audit row of the archives (ids and facts only: never a title, a name, a reason or the search text). */
export function auditArchive(
  db: Db,
  req: ArchiveRequest,
  caller: Caller,
  action: 'archive.search' | 'archive.open' | 'archive.hold' | 'archive.hold_lift',
  targetId: string | null,
  details: Record<string, string | number | boolean | null>,
) {
  return auditCaller(db, req, caller, { action, targetType: 'archive_document', targetId, details });
}
