/**
 * The document archives of the back office (`/admin/archives-documents`, ADR 046): the stored documents staff
 * allowed `archives.read` find and open. Without zod: the page imports them on first load.
 */

/**
 * Where an archived document comes from: a record's document, a lab result's file, a carer's onboarding paper, a
 * conversation's attachment (stored objects); a signed prescription, an invoice, a credit note (PDFs rendered from
 * their rows on each opening, ADR 055).
 */
export const ARCHIVE_SOURCES = [
  'medical_document',
  'lab_result',
  'carer_document',
  'conversation_attachment',
  'prescription',
  'invoice',
  'credit_note',
] as const;
export type ArchiveSource = (typeof ARCHIVE_SOURCES)[number];

/** The sources whose PDF is rendered from the row on each opening (no stored object). */
export const RENDERED_ARCHIVE_SOURCES = [
  'prescription',
  'invoice',
  'credit_note',
] as const satisfies readonly ArchiveSource[];
export type RenderedArchiveSource = (typeof RENDERED_ARCHIVE_SOURCES)[number];
export const isRenderedArchiveSource = (source: ArchiveSource): source is RenderedArchiveSource =>
  RENDERED_ARCHIVE_SOURCES.some((rendered) => rendered === source);

/**
 * A document's standing, read from its source (ADR 055): `superseded` when a newer document replaces it (an
 * invoice cancelled by a credit note, an attachment filed into the record), `entered_in_error` when it was
 * voided (a cancelled invoice), `current` otherwise.
 */
export const ARCHIVE_STATUSES = ['current', 'superseded', 'entered_in_error'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** Whether documents are on legal hold, as a filter. */
export const ARCHIVE_HOLD_FILTERS = ['held', 'not_held'] as const;

/** A reason of a legal hold or of its lifting: between these lengths. */
export const ARCHIVE_HOLD_REASON = { min: 5, max: 300 } as const;

/**
 * The yearly purge (ADR 055): on 1 February at 02:00 in Douala, once the accounting year before is closed. The
 * screen lists what it will purge; staff have at least the month of January to put a document on hold.
 */
export const ARCHIVE_PURGE = { month: 2, day: 1, hourDouala: 2, noticeDays: 31 } as const;

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
  /** Bytes of the stored object; null for a PDF rendered on opening. */
  size: number | null;
  createdAt: string;
  status: ArchiveStatus;
  /**
   * The day (YYYY-MM-DD) after which the purge may remove it: 10 years after the later of its date and its
   * owner's account deletion (ADR 008); null while the owner's account is open (kept).
   */
  retainUntil: string | null;
  /** The legal hold in force (the purge skips it), or null. */
  hold: ArchiveHold | null;
};

/** A legal hold in force: who set it, when, and why (staff only). */
export type ArchiveHold = { reason: string; heldAt: string; heldBy: ArchivePerson | null };

export type ArchiveList = { documents: ArchiveDocument[]; truncated: boolean };

/** What the next yearly purge will remove (documents past their retention on that day, not on hold). */
export type ArchivePurgePreview = {
  runsAt: string;
  /** The run is less than `ARCHIVE_PURGE.noticeDays` away: the screen says so. */
  soon: boolean;
  documents: ArchiveDocument[];
  truncated: boolean;
};
