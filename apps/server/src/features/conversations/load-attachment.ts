import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationAttachments, conversationMessages, conversations } from '../../db/schema/conversations';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { conversationScope, type Participant } from './conversation-access';

/**
 * An attachment of a conversation the participant is in, with its object and its message's date; 404 for
 * someone else's conversation, another conversation's attachment or a retracted message (the scope is in the
 * query, ADR 028).
 */
export async function loadAttachment(db: Db, participant: Participant, conversationId: string, attachmentId: string) {
  const [row] = await db
    .select({
      attachment: conversationAttachments,
      conversation: conversations,
      messageCreatedAt: conversationMessages.createdAt,
      object: { name: storageObjects.name, key: storageObjects.key, mimeType: storageObjects.mimeType },
    })
    .from(conversationAttachments)
    .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
    .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
    .innerJoin(storageObjects, eq(storageObjects.id, conversationAttachments.objectId))
    .where(
      and(
        eq(conversationAttachments.id, attachmentId),
        eq(conversationAttachments.conversationId, conversationId),
        isNull(conversationMessages.retractedAt),
        conversationScope(participant),
      ),
    );
  if (!row) throw new AppError('not_found');
  return row;
}
