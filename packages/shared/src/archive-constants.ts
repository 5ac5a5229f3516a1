/**
 * The document archives of the back office (`/admin/archives-documents`, ADR 046): the stored documents staff
 * allowed `archives.read` find and open. Without zod: the page imports them on first load.
 */

/** Where an archived document comes from: a record's document, a lab result's file, a carer's onboarding paper. */
export const ARCHIVE_SOURCES = ['medical_document', 'lab_result', 'carer_document'] as const;
export type ArchiveSource = (typeof ARCHIVE_SOURCES)[number];

/** Who added the document, as a filter: the patient, a carer, or staff. */
export const ARCHIVE_AUTHORS = ['patient', 'medecin', 'staff'] as const;
export type ArchiveAuthor = (typeof ARCHIVE_AUTHORS)[number];

/** At most this many documents per search (newest first): a narrower search finds the others. */
export const ARCHIVE_PAGE_SIZE = 50;

/** A person as the archives show them. */
export type ArchivePerson = { id: string; firstName: string; lastName: string; role: string | null };

/** One archived document (no link: each opening asks for its own signed URL, audited). */
export type ArchiveDocument = {
  source: ArchiveSource;
  /** The record's id for its source (the medical document, the lab result, the stored object of a carer's paper). */
  id: string;
  title: string;
  /** The medical document's kind, or the carer document's (`photo`, `diploma`...), or null for a lab result. */
  kind: string | null;
  category: string | null;
  /** The document's own date (YYYY-MM-DD): of the document, of the sample, or of the upload. */
  date: string;
  /** Whose document it is: the patient, or the carer for an onboarding paper. */
  owner: ArchivePerson;
  /** Who added it, when known. */
  author: ArchivePerson | null;
  mimeType: string;
  size: number;
  createdAt: string;
};

export type ArchiveList = { documents: ArchiveDocument[]; truncated: boolean };
