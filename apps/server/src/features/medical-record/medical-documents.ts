import { randomUUID } from 'node:crypto';
import { MEDICAL_DOCUMENT_LIMITS, type MedicalDocumentKind } from '@sante/shared/medical-record-constants';
import type {
  MedicalDocument,
  SignedDocumentUrl,
  ZMedicalDocumentFieldsSchema,
  ZMedicalDocumentQuerySchema,
} from '@sante/shared/medical-record-schemas';
import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { medicalDocuments } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { safeFileName } from '../storage/object-response';
import { sniffMimeType } from '../storage/mime-sniffer';
import type { ObjectTokens } from '../storage/object-token';
import { escapeLike } from '../storage/storage-access';
import { loadBucket, MEDICAL_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import { objectUrl } from '../storage/object-url';
import { writeObject } from '../storage/write-object';

/** The patient acting on their own record. */
export type DocumentActor = { userId: string; role: string | null; ip: string; requestId: string };

type Fields = z.output<typeof ZMedicalDocumentFieldsSchema>;
type Query = z.output<typeof ZMedicalDocumentQuerySchema>;
type StorageDeps = Pick<AppDeps, 'db' | 'store' | 'env'>;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no document: 404, like another patient's. */
export function documentIdOf(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found');
  return id;
}

const documentColumns = {
  id: medicalDocuments.id,
  title: medicalDocuments.title,
  kind: medicalDocuments.kind,
  category: medicalDocuments.category,
  documentDate: medicalDocuments.documentDate,
  createdAt: medicalDocuments.createdAt,
  updatedAt: medicalDocuments.updatedAt,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
  objectName: storageObjects.name,
  objectKey: storageObjects.key,
  uploadedByRole: userProfiles.role,
};

/**
 * A patient's documents with their object, narrowed by `filter`: always scoped to one `patient_id` (the caller
 * here; a carer's reads pass the patient only once their care relationship is checked, `features/clinic`).
 */
export function patientDocuments(db: Db, patientId: string, filter?: SQL) {
  return db
    .select(documentColumns)
    .from(medicalDocuments)
    .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
    .leftJoin(userProfiles, eq(userProfiles.userId, medicalDocuments.uploadedBy))
    .where(and(eq(medicalDocuments.patientId, patientId), filter));
}

export type DocumentRow = Awaited<ReturnType<typeof patientDocuments>>[number];

export function documentView(row: DocumentRow): MedicalDocument {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as MedicalDocumentKind,
    category: row.category,
    documentDate: row.documentDate,
    mimeType: row.mimeType,
    size: row.size,
    uploadedByRole: row.uploadedByRole,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOwn(db: Db, actor: DocumentActor, id: string): Promise<DocumentRow> {
  const [row] = await patientDocuments(db, actor.userId, eq(medicalDocuments.id, documentIdOf(id)));
  if (!row) throw new AppError('not_found');
  return row;
}

function auditDocument(db: Db, actor: DocumentActor, action: string, documentId: string | null, details = {}) {
  return audit(db, {
    action: `medical_document.${action}`,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'medical_document',
    targetId: documentId,
    ip: actor.ip,
    requestId: actor.requestId,
    details: { patientId: actor.userId, ...details },
  });
}

/** Newest document date first, then newest upload. */
export const NEWEST_DOCUMENTS_FIRST = [desc(medicalDocuments.documentDate), desc(medicalDocuments.createdAt)];

/** Newest document date first; `q` in title or category (case-insensitive), `kind`, `from`/`to` dates. */
export async function listOwnDocuments(db: Db, actor: DocumentActor, query: Query): Promise<MedicalDocument[]> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await patientDocuments(
    db,
    actor.userId,
    and(
      pattern ? or(ilike(medicalDocuments.title, pattern), ilike(medicalDocuments.category, pattern)) : undefined,
      query.kind ? eq(medicalDocuments.kind, query.kind) : undefined,
      query.from ? gte(medicalDocuments.documentDate, query.from) : undefined,
      query.to ? lte(medicalDocuments.documentDate, query.to) : undefined,
    ),
  ).orderBy(...NEWEST_DOCUMENTS_FIRST);
  await auditDocument(db, actor, 'list', null, { count: rows.length });
  return rows.map(documentView);
}

export async function getOwnDocument(db: Db, actor: DocumentActor, id: string): Promise<MedicalDocument> {
  const row = await findOwn(db, actor, id);
  await auditDocument(db, actor, 'read', row.id);
  return documentView(row);
}

/**
 * Stores the file in `medical-documents` at `<patientId>/<documentId>` (owner: the patient; size, type
 * sniffing and quota checked by the storage layer) and records the document, in one transaction.
 */
export async function createOwnDocument(
  deps: StorageDeps,
  actor: DocumentActor,
  fields: Fields,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<MedicalDocument> {
  const documentId = randomUUID();
  const bucket = await loadBucket(deps.db, MEDICAL_DOCUMENTS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${actor.userId}/${documentId}`,
    bytes: file.bytes,
    // A phone's file picker may send no type or a generic one: the bytes then say what it is.
    contentType:
      file.contentType && file.contentType !== 'application/octet-stream'
        ? file.contentType
        : sniffMimeType(file.bytes),
    ownerId: actor.userId,
    mode: 'create',
    onStored: async (tx, object) => {
      await tx.insert(medicalDocuments).values({
        id: documentId,
        patientId: actor.userId,
        objectId: object.id,
        title: fields.title,
        kind: fields.kind,
        category: fields.category,
        documentDate: fields.documentDate,
        uploadedBy: actor.userId,
      });
      await auditDocument(tx, actor, 'create', documentId, { objectId: object.id, size: object.size });
    },
  });
  return documentView(await findOwn(deps.db, actor, documentId));
}

/** Metadata only (the file is replaced by deleting and adding again). */
export async function updateOwnDocument(
  db: Db,
  actor: DocumentActor,
  id: string,
  fields: Fields,
): Promise<MedicalDocument> {
  const documentId = documentIdOf(id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(medicalDocuments)
      .set({ title: fields.title, kind: fields.kind, category: fields.category, documentDate: fields.documentDate })
      .where(and(eq(medicalDocuments.patientId, actor.userId), eq(medicalDocuments.id, documentId)))
      .returning({ id: medicalDocuments.id });
    if (updated.length === 0) throw new AppError('not_found');
    await auditDocument(tx, actor, 'update', documentId);
  });
  return documentView(await findOwn(db, actor, documentId));
}

/** Deletes the document, its object row and then its bytes. */
export async function deleteOwnDocument(
  deps: Pick<AppDeps, 'db' | 'store'>,
  actor: DocumentActor,
  id: string,
): Promise<void> {
  const documentId = documentIdOf(id);
  const key = await deps.db.transaction(async (tx) => {
    const [document] = await tx
      .delete(medicalDocuments)
      .where(and(eq(medicalDocuments.patientId, actor.userId), eq(medicalDocuments.id, documentId)))
      .returning({ objectId: medicalDocuments.objectId });
    if (!document) throw new AppError('not_found');
    const [object] = await tx
      .delete(storageObjects)
      .where(eq(storageObjects.id, document.objectId))
      .returning({ key: storageObjects.key });
    await auditDocument(tx, actor, 'delete', documentId, { objectId: document.objectId });
    return object?.key ?? null;
  });
  if (key) await deps.store.delete(key);
}

/**
 * A short-lived signed URL of the storage download route for the document's bytes; `download`:
 * served as an attachment named after the title (ASCII) with the type's extension.
 */
export function signDocumentUrl(tokens: ObjectTokens, row: DocumentRow, download: boolean): SignedDocumentUrl {
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: MEDICAL_DOCUMENTS_BUCKET, path: row.objectName };
  const downloadName = download ? safeFileName(row.title, EXTENSIONS[row.mimeType] ?? '') : undefined;
  const token = tokens.sign(target, { purpose: 'download', exp, key: row.objectKey, download: downloadName });
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}

/** The caller's own document's signed URL (see `signDocumentUrl`), audited. */
export async function ownDocumentUrl(
  db: Db,
  tokens: ObjectTokens,
  actor: DocumentActor,
  id: string,
  download: boolean,
): Promise<SignedDocumentUrl> {
  const row = await findOwn(db, actor, id);
  const signed = signDocumentUrl(tokens, row, download);
  await auditDocument(db, actor, 'url', row.id, { download });
  return signed;
}
