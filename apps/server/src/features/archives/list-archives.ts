import {
  ARCHIVE_PAGE_SIZE,
  type ArchiveDocument,
  type ArchiveList,
  type ArchiveSource,
} from '@sante/shared/archive-constants';
import type { ZArchiveQuerySchema } from '@sante/shared/archive-schemas';
import { and, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { medicalDocuments } from '../../db/schema/patients';
import { storageObjects } from '../../db/schema/storage';
import { labResults } from '../../db/schema/tasks';
import { CARER_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import {
  addedBy,
  auditArchive,
  author,
  doualaDayEnd,
  doualaDayOf,
  doualaDayStart,
  matchesSearch,
  owner,
  personColumns,
  personOrNull,
  type ArchiveRequest,
} from './archive-view';

type Query = z.output<typeof ZArchiveQuerySchema>;

/** One more than a page, to know whether the search was cut. */
const LIMIT = ARCHIVE_PAGE_SIZE + 1;

const objectColumns = {
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  createdAt: storageObjects.createdAt,
};

type JoinedPerson = { id: string | null; firstName: string | null; lastName: string | null; role: string | null };

type Row = {
  id: string;
  title: string;
  kind: string | null;
  category: string | null;
  date: string;
  owner: JoinedPerson;
  author: JoinedPerson;
  mimeType: string;
  size: number;
  createdAt: Date;
};

/** The row as the archives show it (the owner is inner-joined: always there). */
const viewOf =
  (source: ArchiveSource) =>
  (row: Row): ArchiveDocument[] => {
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
        createdAt: row.createdAt.toISOString(),
      },
    ];
  };

/** Documents of the medical records (the patients' uploads and the carers'). */
async function medicalDocumentRows(db: Db, query: Query): Promise<ArchiveDocument[]> {
  const rows = await db
    .select({
      id: medicalDocuments.id,
      title: medicalDocuments.title,
      kind: medicalDocuments.kind,
      category: medicalDocuments.category,
      date: medicalDocuments.documentDate,
      owner: personColumns(owner),
      author: personColumns(author),
      ...objectColumns,
    })
    .from(medicalDocuments)
    .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
    .innerJoin(owner, eq(owner.userId, medicalDocuments.patientId))
    .leftJoin(author, eq(author.userId, medicalDocuments.uploadedBy))
    .where(
      and(
        matchesSearch(query.q, medicalDocuments.title),
        query.kind ? eq(medicalDocuments.kind, query.kind) : undefined,
        addedBy(query.author),
        query.from ? gte(medicalDocuments.documentDate, query.from) : undefined,
        query.to ? lte(medicalDocuments.documentDate, query.to) : undefined,
      ),
    )
    .orderBy(desc(medicalDocuments.documentDate), desc(medicalDocuments.createdAt))
    .limit(LIMIT);
  return rows.flatMap(viewOf('medical_document'));
}

/** Lab results that have their PDF or photo (dated by the sample, else by the upload in Douala). */
async function labResultRows(db: Db, query: Query): Promise<ArchiveDocument[]> {
  if (query.kind) return [];
  const day = sql<string>`coalesce(${labResults.collectedOn}, to_char(${labResults.createdAt} + interval '1 hour', 'YYYY-MM-DD')::date)`;
  const rows = await db
    .select({
      id: labResults.id,
      title: labResults.title,
      kind: sql<string | null>`null`,
      category: labResults.labName,
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      owner: personColumns(owner),
      author: personColumns(author),
      ...objectColumns,
    })
    .from(labResults)
    .innerJoin(storageObjects, eq(storageObjects.id, labResults.objectId))
    .innerJoin(owner, eq(owner.userId, labResults.patientId))
    .leftJoin(author, eq(author.userId, labResults.uploadedBy))
    .where(
      and(
        isNotNull(labResults.objectId),
        matchesSearch(query.q, labResults.title),
        addedBy(query.author),
        query.from ? gte(day, query.from) : undefined,
        query.to ? lte(day, query.to) : undefined,
      ),
    )
    .orderBy(desc(day), desc(labResults.createdAt))
    .limit(LIMIT);
  return rows.flatMap(viewOf('lab_result'));
}

/** Carers' onboarding papers (`<carerId>/<kind>` in `carer-documents`), dated by their last upload. */
async function carerDocumentRows(db: Db, query: Query): Promise<ArchiveDocument[]> {
  const kind = sql<string>`split_part(${storageObjects.name}, '/', 2)`;
  const rows = await db
    .select({
      id: storageObjects.id,
      kind,
      owner: personColumns(owner),
      author: personColumns(author),
      updatedAt: storageObjects.updatedAt,
      ...objectColumns,
    })
    .from(storageObjects)
    .innerJoin(owner, sql`${owner.userId}::text = split_part(${storageObjects.name}, '/', 1)`)
    .leftJoin(author, eq(author.userId, storageObjects.ownerId))
    .where(
      and(
        eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET),
        matchesSearch(query.q, kind),
        query.kind ? eq(kind, query.kind) : undefined,
        addedBy(query.author),
        query.from ? gte(storageObjects.updatedAt, doualaDayStart(query.from)) : undefined,
        query.to ? lt(storageObjects.updatedAt, doualaDayEnd(query.to)) : undefined,
      ),
    )
    .orderBy(desc(storageObjects.updatedAt))
    .limit(LIMIT);
  return rows.flatMap((row) =>
    viewOf('carer_document')({ ...row, title: row.kind, category: null, date: doualaDayOf(row.updatedAt) }),
  );
}

const SOURCES: Record<ArchiveSource, (db: Db, query: Query) => Promise<ArchiveDocument[]>> = {
  medical_document: medicalDocumentRows,
  lab_result: labResultRows,
  carer_document: carerDocumentRows,
};

/**
 * `GET /api/admin/archives` (`archives.read`): the stored documents of every source matching the filters, newest
 * document date first, at most `ARCHIVE_PAGE_SIZE` (`truncated` says a narrower search would find more). Each
 * search is audited with its filters' names and its count (never the search text).
 */
export async function listArchives(db: Db, req: ArchiveRequest, caller: Caller, query: Query): Promise<ArchiveList> {
  const sources = query.source ? [query.source] : (Object.keys(SOURCES) as ArchiveSource[]);
  const found = (await Promise.all(sources.map((source) => SOURCES[source](db, query)))).flat();
  found.sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
  const documents = found.slice(0, ARCHIVE_PAGE_SIZE);
  await auditArchive(db, req, caller, 'archive.search', null, {
    source: query.source ?? null,
    kind: query.kind ?? null,
    author: query.author ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    searched: Boolean(query.q),
    count: documents.length,
  });
  return { documents, truncated: found.length > ARCHIVE_PAGE_SIZE };
}
