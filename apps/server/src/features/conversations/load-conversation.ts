import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { AppError } from '../../lib/app-error';
import { conversationScope, type ConversationRow, type Participant } from './conversation-access';

/**
 * The conversation if `participant` is in it, 404 otherwise (someone else's looks like one that does not exist).
 * `forUpdate` locks the row: the message sequence and status changes are taken under it.
 */
export async function loadConversation(
  db: Db,
  participant: Participant,
  conversationId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ConversationRow> {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), conversationScope(participant)));
  const [conversation] = forUpdate ? await query.for('update') : await query;
  if (!conversation) throw new AppError('not_found');
  return conversation;
}
