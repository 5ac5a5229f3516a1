import { ZArchiveHoldRequestSchema } from '@sante/shared/archive-schemas';
import type { Operation } from '../openapi/operation';

const document =
  'medical_document | lab_result | carer_document | conversation_attachment | prescription | invoice | credit_note';

/** The document archives of the back office (`archives.read`, ADR 046 and 055). */
export const ARCHIVE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/archives',
    summary:
      'Archived documents of every source, newest first, at most 50 (audited), with status, retention date and legal hold: {documents, truncated}',
    tag: 'admin',
    auth: 'staff',
    query: {
      q: "the owner's names, phone or e-mail, or the title",
      source: document,
      kind: "the document's kind",
      author: 'patient | medecin | staff',
      from: 'YYYY-MM-DD',
      to: 'YYYY-MM-DD',
      status: 'current | superseded | entered_in_error',
      hold: 'held | not_held',
    },
  },
  {
    method: 'get',
    path: '/api/admin/archives/purge',
    summary: 'What the next yearly purge will remove (past retention, not on hold): {runsAt, documents, truncated}',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/archives/{source}/{id}/url',
    summary: 'A 5-minute signed URL to open one stored archived document, audited per opening: {url, expiresAt}',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/archives/{source}/{id}/pdf',
    summary: 'A prescription, invoice or credit note rendered as PDF, audited per opening',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'put',
    path: '/api/admin/archives/{source}/{id}/hold',
    summary: 'Puts a document on legal hold with a reason {reason} (audited); 409 when already held',
    tag: 'admin',
    auth: 'staff',
    body: ZArchiveHoldRequestSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/archives/{source}/{id}/hold',
    summary: 'Lifts the legal hold in force with a reason {reason} (audited)',
    tag: 'admin',
    auth: 'staff',
    body: ZArchiveHoldRequestSchema,
  },
];
