import { randomUUID } from 'node:crypto';
import { ATTACHMENT_LIMITS, attachmentKindOf, type ConversationMessage } from '@sante/shared/conversation-constants';
import type { ZSendAttachmentFieldsSchema } from '@sante/shared/conversation-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { conversationAttachments, conversationMessages } from '../../db/schema/conversations';
import { AppError } from '../../lib/app-error';
import { sniffMimeType } from '../storage/mime-sniffer';
import { CONVERSATION_ATTACHMENTS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';
import type { Participant } from './conversation-access';
import { loadConversation } from './load-conversation';
import { attachmentsOf, messageView } from './message-view';
import { insertMessage, pushMessage, type StoredMessage } from './send-message';

type Fields = z.output<typeof ZSendAttachmentFieldsSchema>;
type UploadedFile = { bytes: Uint8Array; contentType: string | null };

/** Another request stored this client id between the first look and the insert: answer that one. */
class ReplayedMessage extends Error {}

/** The message already stored under this client id (a retry from the outbox), with its attachment. */
async function storedMessage(
  deps: Pick<AppDeps, 'db'>,
  participant: Participant,
  conversationId: string,
  clientId: string,
): Promise<ConversationMessage | null> {
  const conversation = await loadConversation(deps.db, participant, conversationId);
  const [existing] = await deps.db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.clientId, clientId)));
  if (!existing) return null;
  if (existing.senderId !== participant.userId) throw new AppError('idempotency_key_reused');
  return messageView(existing, (await attachmentsOf(deps.db, conversation.id, [existing.id])).get(existing.id));
}

/**
 * A message carrying a photo, a PDF document or a voice note (ADR 033). The type (declared, or shown by the bytes
 * when the browser sent none) gives the kind, and the bytes must show it (415 `invalid_mime_type`: an executable
 * renamed `.jpg` is refused); a voice note is at most 1 MB, anything else 10 MB (413 `file_too_large`). The bytes
 * go to the private `conversation-attachments` bucket, counted in the patient's quota (the sender's in an internal
 * thread); the object, the message (numbered as any other, `insertMessage`) and the attachment are recorded in one
 * transaction. The same client id again answers the stored message without storing the bytes twice.
 */
export async function sendAttachment(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'store' | 'env'>,
  participant: Participant,
  conversationId: string,
  fields: Fields,
  file: UploadedFile,
  now: Date,
): Promise<{ message: ConversationMessage; replayed: boolean }> {
  const declared =
    file.contentType && file.contentType !== 'application/octet-stream' ? file.contentType : sniffMimeType(file.bytes);
  const kind = declared ? attachmentKindOf(declared) : null;
  if (!declared || !kind) throw new AppError('invalid_mime_type');
  const maxBytes = kind === 'voice' ? ATTACHMENT_LIMITS.voiceMaxBytes : ATTACHMENT_LIMITS.maxBytes;
  if (file.bytes.byteLength > maxBytes) throw new AppError('file_too_large');

  const replay = await storedMessage(deps, participant, conversationId, fields.clientId);
  if (replay) return { message: replay, replayed: true };

  const conversation = await loadConversation(deps.db, participant, conversationId);
  const bucket = await loadBucket(deps.db, CONVERSATION_ATTACHMENTS_BUCKET);
  let stored: StoredMessage | null = null;
  let attachmentId: string | null = null;
  try {
    await writeObject(deps, {
      bucket,
      name: `${conversation.id}/${randomUUID()}`,
      bytes: file.bytes,
      contentType: declared,
      ownerId: conversation.patientId ?? participant.userId,
      mode: 'create',
      onStored: async (tx, object) => {
        stored = await insertMessage(tx, participant, conversation.id, fields, now);
        if (stored.replayed) throw new ReplayedMessage();
        const [attachment] = await tx
          .insert(conversationAttachments)
          .values({
            messageId: stored.message.id,
            conversationId: conversation.id,
            objectId: object.id,
            kind,
            name: kind === 'document' ? (fields.name ?? null) : null,
            durationMs: kind === 'voice' ? (fields.durationMs ?? null) : null,
          })
          .returning({ id: conversationAttachments.id });
        attachmentId = attachment?.id ?? null;
      },
    });
  } catch (error) {
    if (!(error instanceof ReplayedMessage)) throw error;
    const raced = await storedMessage(deps, participant, conversationId, fields.clientId);
    if (!raced) throw new Error('replayed message not found');
    return { message: raced, replayed: true };
  }
  const message = (stored as StoredMessage | null)?.message;
  if (!message || !attachmentId) throw new Error('attachment message not recorded');
  const view = messageView(message, (await attachmentsOf(deps.db, conversation.id, [message.id])).get(message.id));
  pushMessage(deps, conversation, view);
  return { message: view, replayed: false };
}
