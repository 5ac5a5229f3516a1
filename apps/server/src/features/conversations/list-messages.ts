import { MESSAGE_PAGE_SIZE, type ConversationMessagesPage } from '@sante/shared/conversation-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { conversationMessages, conversationReceipts } from '../../db/schema/conversations';
import { audit } from '../../lib/audit';
import { otherSide, sideOf, type Participant } from './conversation-access';
import { loadConversation } from './load-conversation';
import { attachmentsOf, messageView } from './message-view';
import { sideWatermarks } from './side-watermarks';

/**
 * The messages after sequence `after` (a reconnecting client asks for what it misses, ADR 028), with the other
 * side's watermarks (the states of the caller's messages) and the caller's own. A read by staff or a carer writes
 * an audit row (ids only), in the same transaction.
 */
export async function listMessages(
  deps: Pick<AppDeps, 'db'>,
  participant: Participant,
  conversationId: string,
  after: number,
  request: { ip: string | null; requestId: string | null },
): Promise<ConversationMessagesPage> {
  return deps.db.transaction(async (tx) => {
    const conversation = await loadConversation(tx, participant, conversationId);
    const rows = await tx
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversation.id), gt(conversationMessages.seq, after)))
      .orderBy(asc(conversationMessages.seq))
      .limit(MESSAGE_PAGE_SIZE);
    const [mine] = await tx
      .select({ deliveredSeq: conversationReceipts.deliveredSeq, readSeq: conversationReceipts.readSeq })
      .from(conversationReceipts)
      .where(
        and(
          eq(conversationReceipts.conversationId, conversation.id),
          eq(conversationReceipts.userId, participant.userId),
        ),
      );
    const attachments = await attachmentsOf(
      tx,
      conversation.id,
      rows.map((row) => row.id),
    );
    const others = await sideWatermarks(tx, conversation, otherSide(conversation, sideOf(conversation, participant)));
    if (participant.role === 'medecin' || isStaffRole(participant.role)) {
      await audit(tx, {
        action: 'conversation.read',
        outcome: 'success',
        actorId: participant.userId,
        actorRole: participant.role,
        targetType: 'conversation',
        targetId: conversation.id,
        ip: request.ip,
        requestId: request.requestId,
        details: { after, count: rows.length },
      });
    }
    return {
      messages: rows.map((row) => messageView(row, attachments.get(row.id))),
      others,
      mine: mine ?? { deliveredSeq: 0, readSeq: 0 },
      lastSeq: conversation.lastSeq,
    };
  });
}
