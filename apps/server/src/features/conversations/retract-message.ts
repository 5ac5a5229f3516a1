import {
  CONVERSATION_UPDATED_EVENT,
  RETRACT_WINDOW_MINUTES,
  type ConversationMessage,
  type ConversationUpdatedEvent,
} from '@sante/shared/conversation-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { conversationMessages } from '../../db/schema/conversations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { roomsOf, type Participant } from './conversation-access';
import { loadConversation } from './load-conversation';
import { messageView } from './message-view';

/**
 * The author retracts their message within 15 minutes: the row and its text stay (the record, the audit), every
 * screen shows « Message retiré ». Someone else's message is 404; after the window, 409 `message_retract_too_late`.
 */
export async function retractMessage(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  participant: Participant,
  conversationId: string,
  seq: number,
  now: Date,
): Promise<ConversationMessage> {
  const { message, conversation } = await deps.db.transaction(async (tx) => {
    const conversation = await loadConversation(tx, participant, conversationId);
    const [message] = await tx
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversation.id),
          eq(conversationMessages.seq, seq),
          eq(conversationMessages.senderId, participant.userId),
        ),
      )
      .for('update');
    if (!message) throw new AppError('not_found');
    if (message.retractedAt) return { message, conversation };
    if (now.getTime() - message.createdAt.getTime() > RETRACT_WINDOW_MINUTES * 60_000) {
      throw new AppError('message_retract_too_late');
    }
    const [retracted] = await tx
      .update(conversationMessages)
      .set({ retractedAt: now })
      .where(eq(conversationMessages.id, message.id))
      .returning();
    await audit(tx, {
      action: 'conversation.message_retracted',
      outcome: 'success',
      actorId: participant.userId,
      actorRole: participant.role,
      targetType: 'conversation_message',
      targetId: message.id,
      details: { conversationId: conversation.id, seq },
    });
    return { message: retracted ?? message, conversation };
  });
  const event: ConversationUpdatedEvent = { conversationId: conversation.id };
  deps.realtime.emitTo(roomsOf(conversation), CONVERSATION_UPDATED_EVENT, event);
  return messageView(message);
}
