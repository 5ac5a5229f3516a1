import { ZMedicalDocumentFieldsSchema } from '@sante/shared/medical-record-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/records/documents`: documents of the medical record (bytes in the private bucket, read through signed URLs). */
export const DOCUMENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/records/documents',
    summary: 'My documents, newest document date first: {documents}',
    tag: 'records',
    auth: 'patient',
    query: { q: 'text in title or category', kind: 'document kind', from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' },
  },
  {
    method: 'post',
    path: '/api/records/documents',
    summary: 'Add a document: multipart `file` (PDF, JPEG, PNG, WebP; 10 MB) + title, kind, category, documentDate',
    tag: 'records',
    auth: 'patient',
    success: 201,
  },
  {
    method: 'get',
    path: '/api/records/documents/{id}',
    summary: 'One document: {document}',
    tag: 'records',
    auth: 'patient',
  },
  {
    method: 'put',
    path: '/api/records/documents/{id}',
    summary: "Change a document's details (not the file)",
    tag: 'records',
    auth: 'patient',
    body: ZMedicalDocumentFieldsSchema,
  },
  {
    method: 'delete',
    path: '/api/records/documents/{id}',
    summary: 'Delete a document and its file',
    tag: 'records',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/records/documents/{id}/url',
    summary: 'A 5-minute signed URL of the file: {url, expiresAt}',
    tag: 'records',
    auth: 'patient',
    query: { download: '1: as an attachment named after the title' },
  },
];
