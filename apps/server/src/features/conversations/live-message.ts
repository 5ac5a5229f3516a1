import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema/conversations';

/** A message not retracted, with its conversation: what the jobs that check a message later start from. */
export async function liveMessageWithConversation(tx: Pick<Db, 'select'>, messageId: string) {
  const [row] = await tx
    .select({ message: conversationMessages, conversation: conversations })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationMessages.id, messageId), isNull(conversationMessages.retractedAt)));
  return row ?? null;
}
