import type { ArchiveSource } from '@sante/shared/archive-constants';
import { ATTACHMENT_KINDS } from '@sante/shared/conversation-constants';
import { CARER_DOCUMENT_KINDS } from '@sante/shared/doctor-constants';
import { INVOICE_KINDS } from '@sante/shared/invoice-constants';
import { MEDICAL_DOCUMENT_KINDS } from '@sante/shared/medical-record-constants';

const KINDS = [...MEDICAL_DOCUMENT_KINDS, ...CARER_DOCUMENT_KINDS, ...ATTACHMENT_KINDS, ...INVOICE_KINDS] as const;
export type ArchiveKind = (typeof KINDS)[number];

/** The kinds a source's documents may have (a lab result, a prescription, a credit note have none). */
export const KINDS_OF: Record<ArchiveSource, readonly ArchiveKind[]> = {
  medical_document: MEDICAL_DOCUMENT_KINDS,
  lab_result: [],
  carer_document: CARER_DOCUMENT_KINDS,
  conversation_attachment: ATTACHMENT_KINDS,
  prescription: [],
  invoice: INVOICE_KINDS,
  credit_note: [],
};

/** Every kind once, for the filter without a source. */
export const ALL_KINDS: readonly ArchiveKind[] = [...new Set(KINDS)];

export const kindOf = (value: string | null): ArchiveKind | null => KINDS.find((kind) => kind === value) ?? null;

const ROLE_KEYS = ['patient', 'medecin', 'admin', 'super_admin', 'personnel_operationnel'] as const;
export const roleOf = (value: string | null) => ROLE_KEYS.find((role) => role === value) ?? 'none';
