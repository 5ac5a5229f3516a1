import { randomUUID } from 'node:crypto';
import { doualaToday } from '@sante/shared/calendar-date';
import { CONVERSATION_UPDATED_EVENT, type ConversationUpdatedEvent } from '@sante/shared/conversation-constants';
import type { ZFileAttachmentRequestSchema } from '@sante/shared/conversation-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { conversationAttachments } from '../../db/schema/conversations';
import { medicalDocuments } from '../../db/schema/patients';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { streamToBytes } from '../storage/object-store';
import { loadBucket, MEDICAL_DOCUMENTS_BUCKET } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';
import { roomsOf, type Participant } from './conversation-access';
import { loadAttachment } from './load-attachment';

type Input = z.output<typeof ZFileAttachmentRequestSchema>;

/** Someone filed it between the first look and the update: answer their document. */
class AlreadyFiled extends Error {}

/** « Photo du 26/11/2026 » when the client sent no title (it sends one in the user's language). */
function defaultTitle(kind: string, name: string | null, date: string): string {
  if (name) return name.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, 120) || name.slice(0, 120);
  const [year, month, day] = date.split('-');
  return `${kind === 'photo' ? 'Photo' : 'Document'} du ${day}/${month}/${year}`;
}

/**
 * « Classer dans le dossier » (ADR 033): copies a photo or PDF of a patient's conversation into that patient's
 * medical record — asked by the patient, their carer (their thread) or staff (the team thread): whoever is in the
 * conversation (404 otherwise). Voice notes and internal threads (no patient) are 409 `attachment_not_fileable`.
 * The copy is a new object of `medical-documents` in the patient's quota, the document row and the attachment's
 * link to it in one transaction, audited like any document added (`medical_document.create`, with the source) and
 * as `conversation_attachment.filed`. Filing again answers the same document (`created: false`).
 */
export async function fileAttachment(
  deps: Pick<AppDeps, 'db' | 'store' | 'env' | 'realtime'>,
  participant: Participant,
  conversationId: string,
  attachmentId: string,
  input: Input,
  request: { ip: string | null; requestId: string | null },
): Promise<{ documentId: string; created: boolean }> {
  const found = await loadAttachment(deps.db, participant, conversationId, attachmentId);
  const { attachment, conversation, object } = found;
  const patientId = conversation.patientId;
  if (!patientId || attachment.kind === 'voice') throw new AppError('attachment_not_fileable');
  if (attachment.filedDocumentId) return { documentId: attachment.filedDocumentId, created: false };

  const stream = await deps.store.getStream(object.key);
  if (!stream) throw new AppError('object_not_found');
  const bytes = await streamToBytes(stream);
  const documentId = randomUUID();
  const documentDate = doualaToday(found.messageCreatedAt);
  const who = {
    outcome: 'success' as const,
    actorId: participant.userId,
    actorRole: participant.role,
    ip: request.ip,
    requestId: request.requestId,
  };
  try {
    await writeObject(deps, {
      bucket: await loadBucket(deps.db, MEDICAL_DOCUMENTS_BUCKET),
      name: `${patientId}/${documentId}`,
      bytes,
      contentType: object.mimeType,
      ownerId: patientId,
      mode: 'create',
      onStored: async (tx, stored) => {
        await tx.insert(medicalDocuments).values({
          id: documentId,
          patientId,
          objectId: stored.id,
          title: input.title ?? defaultTitle(attachment.kind, attachment.name, documentDate),
          kind: input.kind ?? 'other',
          documentDate,
          uploadedBy: participant.userId,
        });
        const claimed = await tx
          .update(conversationAttachments)
          .set({ filedDocumentId: documentId })
          .where(and(eq(conversationAttachments.id, attachment.id), isNull(conversationAttachments.filedDocumentId)))
          .returning({ id: conversationAttachments.id });
        if (claimed.length === 0) throw new AlreadyFiled();
        await audit(tx, {
          ...who,
          action: 'medical_document.create',
          targetType: 'medical_document',
          targetId: documentId,
          details: { patientId, objectId: stored.id, size: stored.size, attachmentId: attachment.id },
        });
        await audit(tx, {
          ...who,
          action: 'conversation_attachment.filed',
          targetType: 'conversation_attachment',
          targetId: attachment.id,
          details: { conversationId: conversation.id, patientId, documentId },
        });
      },
    });
  } catch (error) {
    if (!(error instanceof AlreadyFiled)) throw error;
    const again = await loadAttachment(deps.db, participant, conversationId, attachmentId);
    if (!again.attachment.filedDocumentId) throw new Error('filed attachment has no document');
    return { documentId: again.attachment.filedDocumentId, created: false };
  }
  const event: ConversationUpdatedEvent = { conversationId: conversation.id };
  deps.realtime.emitTo(roomsOf(conversation), CONVERSATION_UPDATED_EVENT, event);
  return { documentId, created: true };
}
