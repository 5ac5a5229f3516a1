import type { Operation } from '../openapi/operation';

/** The document archives of the back office (`archives.read`, ADR 046). */
export const ARCHIVE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/archives',
    summary:
      'Archived documents (records, lab results, carers’ papers), newest first, at most 50 (audited): {documents, truncated}',
    tag: 'admin',
    auth: 'staff',
    query: {
      q: "the owner's names, phone or e-mail, or the title",
      source: 'medical_document | lab_result | carer_document',
      kind: "the document's kind",
      author: 'patient | medecin | staff',
      from: 'YYYY-MM-DD',
      to: 'YYYY-MM-DD',
    },
  },
  {
    method: 'post',
    path: '/api/admin/archives/{source}/{id}/url',
    summary: 'A 5-minute signed URL to open one archived document, audited per opening: {url, expiresAt}',
    tag: 'admin',
    auth: 'staff',
  },
];
