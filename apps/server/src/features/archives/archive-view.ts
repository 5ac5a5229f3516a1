import type { ArchiveAuthor, ArchivePerson } from '@sante/shared/archive-constants';
import { STAFF_ROLES } from '@sante/shared/roles';
import { eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { auditCaller } from '../auth/audit-caller';
import { escapeLike } from '../storage/storage-access';

/** The document's owner (patient, or carer for an onboarding paper) and whoever added it. */
export const owner = alias(userProfiles, 'archive_owner');
export const author = alias(userProfiles, 'archive_author');

export const personColumns = (table: typeof owner | typeof author) => ({
  id: table.userId,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
});

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

/** A person of a left join (null when the account is gone or unknown). */
export function personOrNull(person: {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}): ArchivePerson | null {
  if (!person.id || person.firstName === null || person.lastName === null) return null;
  return { id: person.id, firstName: person.firstName, lastName: person.lastName, role: person.role };
}

/** Start of a Douala day (UTC+1, no summer time) as an instant. */
export const doualaDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);
/** End (exclusive) of a Douala day. */
export const doualaDayEnd = (day: string) => new Date(doualaDayStart(day).getTime() + 24 * 3_600_000);

/** The Douala calendar day of an instant. */
export const doualaDayOf = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);

/** What an archive use case needs of the request (for its audit row). */
export type ArchiveRequest = { ip: string; requestId: string };

/** An audit row of the archives (ids and facts only: never a title, a name or the search text). */
export function auditArchive(
  db: Db,
  req: ArchiveRequest,
  caller: Caller,
  action: 'archive.search' | 'archive.open',
  targetId: string | null,
  details: Record<string, string | number | boolean | null>,
) {
  return auditCaller(db, req, caller, { action, targetType: 'archive_document', targetId, details });
}
