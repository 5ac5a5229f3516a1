import type { ConversationMessage } from '@sante/shared/conversation-constants';
import type { conversationMessages } from '../../db/schema/conversations';

type MessageRow = typeof conversationMessages.$inferSelect;

/** A message as every participant sees it: a retracted one without its text (kept in the database). */
export function messageView(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    clientId: row.clientId,
    senderId: row.senderId,
    senderRole: row.senderRole,
    body: row.retractedAt ? null : row.body,
    createdAt: row.createdAt.toISOString(),
    retractedAt: row.retractedAt?.toISOString() ?? null,
  };
}
