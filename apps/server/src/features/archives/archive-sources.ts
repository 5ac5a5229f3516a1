import type { ArchiveSource } from '@sante/shared/archive-constants';
import type { ArchiveSourceModule } from './archive-source';
import { carerDocumentsSource } from './source-carer-documents';
import { conversationAttachmentsSource } from './source-conversation-attachments';
import { creditNotesSource } from './source-credit-notes';
import { invoicesSource } from './source-invoices';
import { labResultsSource } from './source-lab-results';
import { medicalDocumentsSource } from './source-medical-documents';
import { prescriptionsSource } from './source-prescriptions';

/**
 * Every kind of archived document and its module. The order is the purge's: a credit note goes before the invoice
 * it cancels (the invoice cannot go while its credit note stays).
 */
export const ARCHIVE_SOURCE_MODULES: Record<ArchiveSource, ArchiveSourceModule> = {
  medical_document: medicalDocumentsSource,
  lab_result: labResultsSource,
  carer_document: carerDocumentsSource,
  conversation_attachment: conversationAttachmentsSource,
  prescription: prescriptionsSource,
  credit_note: creditNotesSource,
  invoice: invoicesSource,
};
