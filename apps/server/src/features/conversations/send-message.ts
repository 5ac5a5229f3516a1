import {
  CONVERSATION_MESSAGE_EVENT,
  UNDELIVERED_NOTIFY_MINUTES,
  type ConversationMessage,
  type ConversationMessageEvent,
} from '@sante/shared/conversation-constants';
import type { TSendMessageRequest } from '@sante/shared/conversation-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { enqueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { roomsOf, sideOf, type ConversationRow, type Participant } from './conversation-access';
import { loadConversation } from './load-conversation';
import { messageBatchesOf } from './message-batches';
import { attachmentsOf, messageView, type MessageRow } from './message-view';
import { moveWatermarks } from './move-watermarks';
import { closeUnansweredTask, UNANSWERED_MESSAGE_JOB, unansweredCheckAt } from './unanswered-message';
import { UNDELIVERED_MESSAGE_JOB } from './undelivered-message';

export type StoredMessage = { message: MessageRow; replayed: boolean; conversation: ConversationRow };

/**
 * The message's row, inside the caller's transaction: under the conversation row's lock, the client id is looked
 * up (a retry returns the stored message, `replayed`), then `last_seq + 1` is taken, so concurrent senders get
 * consecutive sequences without gaps. A patient writing to the team reopens a closed thread; any other closed
 * thread refuses (409 `conversation_closed`). The author has read up to their message. A job checks 10 minutes
 * later whether the other side received it.
 */
export async function insertMessage(
  tx: Db,
  participant: Participant,
  conversationId: string,
  input: { clientId: string; body: string },
  now: Date,
): Promise<StoredMessage> {
  const conversation = await loadConversation(tx, participant, conversationId, { forUpdate: true });
  const [existing] = await tx
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversation.id), eq(conversationMessages.clientId, input.clientId)),
    );
  if (existing) {
    if (existing.senderId !== participant.userId) throw new AppError('idempotency_key_reused');
    return { message: existing, replayed: true, conversation };
  }
  const side = sideOf(conversation, participant);
  const reopens = conversation.status === 'closed' && conversation.kind === 'patient_team' && side === 'patient';
  if (conversation.status === 'closed' && !reopens) throw new AppError('conversation_closed');
  const seq = conversation.lastSeq + 1;
  await tx
    .update(conversations)
    .set({
      lastSeq: seq,
      lastMessageAt: now,
      ...(reopens ? { status: 'open' as const, closedAt: null, closedBy: null, assignedTo: null } : {}),
    })
    .where(eq(conversations.id, conversation.id));
  const [inserted] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: conversation.id,
      seq,
      clientId: input.clientId,
      senderId: participant.userId,
      senderRole: participant.role ?? 'unknown',
      body: input.body,
      createdAt: now,
    })
    .returning();
  if (!inserted) throw new Error('message insert returned no row');
  await moveWatermarks(tx, conversation.id, participant.userId, { readSeq: seq }, seq, now);
  const checkAt = new Date(now.getTime() + UNDELIVERED_NOTIFY_MINUTES * 60_000);
  await enqueue(tx, UNDELIVERED_MESSAGE_JOB, { messageId: inserted.id }, checkAt);
  if (side === 'patient') await enqueue(tx, UNANSWERED_MESSAGE_JOB, { messageId: inserted.id }, unansweredCheckAt(now));
  else await closeUnansweredTask(tx, conversation.id, now);
  return { message: inserted, replayed: false, conversation };
}

/** Pushes a new message to the rooms of everyone in the conversation (after the commit). */
export function pushMessage(
  deps: Pick<AppDeps, 'realtime'>,
  conversation: ConversationRow,
  message: ConversationMessage,
): void {
  const event: ConversationMessageEvent = { conversationId: conversation.id, message };
  deps.realtime.emitTo(roomsOf(conversation), CONVERSATION_MESSAGE_EVENT, event);
}

/**
 * Stores a text message once per client id and numbers it, in the next batch statement of this process when the
 * thread is open and the client id new (`message-batches.ts`), through `insertMessage` otherwise; answered and
 * pushed live after the commit.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'logger'>,
  participant: Participant,
  conversationId: string,
  input: Required<Pick<TSendMessageRequest, 'clientId' | 'body'>>,
  now: Date,
): Promise<{ message: ConversationMessage; replayed: boolean }> {
  const appended = await messageBatchesOf(deps).append({ participant, conversationId, ...input, now });
  const { message, replayed, conversation } = appended
    ? { ...appended, replayed: false }
    : await deps.db.transaction((tx) => insertMessage(tx, participant, conversationId, input, now));
  // A replayed client id may be one of an attachment's message.
  const attachment = replayed ? (await attachmentsOf(deps.db, conversation.id, [message.id])).get(message.id) : null;
  const view = messageView(message, attachment);
  // An answer closes the thread's « Message à répondre » task (`insertMessage` does it in its own transaction).
  if (appended && sideOf(conversation, participant) !== 'patient')
    await closeUnansweredTask(deps.db, conversation.id, now);
  if (!replayed) pushMessage(deps, conversation, view);
  return { message: view, replayed };
}
