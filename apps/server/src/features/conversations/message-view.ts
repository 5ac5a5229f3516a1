import type { ConversationAttachment, ConversationMessage } from '@sante/shared/conversation-constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationAttachments, type conversationMessages } from '../../db/schema/conversations';
import { storageObjects } from '../../db/schema/storage';

export type MessageRow = typeof conversationMessages.$inferSelect;

/** The attachment columns every message view needs (the object's type and size). */
export const attachmentColumns = {
  id: conversationAttachments.id,
  messageId: conversationAttachments.messageId,
  kind: conversationAttachments.kind,
  name: conversationAttachments.name,
  durationMs: conversationAttachments.durationMs,
  filedDocumentId: conversationAttachments.filedDocumentId,
  mimeType: storageObjects.mimeType,
  size: storageObjects.size,
};

export type AttachmentRow = {
  id: string;
  messageId: string;
  kind: ConversationAttachment['kind'];
  name: string | null;
  durationMs: number | null;
  filedDocumentId: string | null;
  mimeType: string;
  size: number;
};

/** The attachments of these messages of one conversation, by message id. */
export async function attachmentsOf(
  db: Db,
  conversationId: string,
  messageIds: readonly string[],
): Promise<Map<string, AttachmentRow>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select(attachmentColumns)
    .from(conversationAttachments)
    .innerJoin(storageObjects, eq(storageObjects.id, conversationAttachments.objectId))
    .where(
      and(
        eq(conversationAttachments.conversationId, conversationId),
        inArray(conversationAttachments.messageId, [...messageIds]),
      ),
    );
  return new Map(rows.map((row) => [row.messageId, row]));
}

/**
 * A message as every participant sees it: a retracted one without its text nor its attachment (both kept in the
 * database).
 */
export function messageView(row: MessageRow, attachment?: AttachmentRow | null): ConversationMessage {
  const shown = !row.retractedAt && attachment;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    clientId: row.clientId,
    senderId: row.senderId,
    senderRole: row.senderRole,
    body: row.retractedAt ? null : row.body,
    attachment: shown
      ? {
          id: attachment.id,
          kind: attachment.kind,
          mimeType: attachment.mimeType,
          size: attachment.size,
          name: attachment.name,
          durationMs: attachment.durationMs,
          filedDocumentId: attachment.filedDocumentId,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    retractedAt: row.retractedAt?.toISOString() ?? null,
  };
}
