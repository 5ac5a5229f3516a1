import {
  CONVERSATION_RECEIPT_EVENT,
  type ConversationReceiptEvent,
  type ConversationWatermarks,
} from '@sante/shared/conversation-constants';
import type { AppDeps } from '../../app-context';
import { roomsOf, sideOf, type Participant } from './conversation-access';
import { loadConversation } from './load-conversation';
import { moveWatermarks } from './move-watermarks';
import { sideWatermarks } from './side-watermarks';

/**
 * A device received (`deliveredSeq`) or showed on screen (`readSeq`) the messages up to a sequence: the caller's
 * watermarks move forward, and the side's new watermarks are pushed to the conversation (the authors' ticks).
 */
export async function markConversation(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  participant: Participant,
  conversationId: string,
  marks: { deliveredSeq?: number | undefined; readSeq?: number | undefined },
  now: Date,
): Promise<ConversationWatermarks> {
  const { conversation, mine, side } = await deps.db.transaction(async (tx) => {
    const conversation = await loadConversation(tx, participant, conversationId);
    const mine = await moveWatermarks(tx, conversation.id, participant.userId, marks, conversation.lastSeq, now);
    const side = sideOf(conversation, participant);
    return { conversation, mine, side: { side, ...(await sideWatermarks(tx, conversation, side)) } };
  });
  const event: ConversationReceiptEvent = { conversationId: conversation.id, ...side };
  deps.realtime.emitTo(roomsOf(conversation), CONVERSATION_RECEIPT_EVENT, event);
  return mine;
}
