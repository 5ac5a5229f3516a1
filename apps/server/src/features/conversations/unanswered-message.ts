import { UNANSWERED_MESSAGE_TASK_HOURS } from '@sante/shared/task-constants';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { conversationMessages } from '../../db/schema/conversations';
import type { JobHandler } from '../../jobs/queue';
import { completeAutomaticTask, openAutomaticTask } from '../tasks/task-view';
import { sideOfSender, type ConversationRow } from './conversation-access';
import { liveMessageWithConversation } from './live-message';

export const UNANSWERED_MESSAGE_JOB = 'conversation.unanswered';

/** When the check of a patient's message sent at `sentAt` runs. */
export function unansweredCheckAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + UNANSWERED_MESSAGE_TASK_HOURS * 3_600_000);
}

/** Whose task it is: the carer of a carer thread; for a team thread the staff member it is assigned to, or the team. */
function ownerOf(conversation: ConversationRow): string | null {
  return conversation.kind === 'patient_carer' ? conversation.carerId : conversation.assignedTo;
}

/**
 * `UNANSWERED_MESSAGE_TASK_HOURS` after a patient's message (ADR 050): if nobody of the other side has written in
 * the thread since, a « Message à répondre » task for the thread opens (one open task per thread: a second silence
 * while it is open adds nothing). An answer completes it (`closeUnansweredTask`).
 */
export function unansweredMessageHandler(deps: Pick<AppDeps, 'db'>, now: () => Date = () => new Date()): JobHandler {
  return async (job) => {
    const { messageId } = job.payload;
    if (typeof messageId !== 'string') return;
    await deps.db.transaction(async (tx) => {
      const row = await liveMessageWithConversation(tx, messageId);
      if (!row) return;
      const { message, conversation } = row;
      if (conversation.status !== 'open' || !conversation.patientId) return;
      if (sideOfSender(conversation, message) !== 'patient') return;
      const [answer] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversation.id),
            gt(conversationMessages.seq, message.seq),
            or(isNull(conversationMessages.senderId), ne(conversationMessages.senderId, conversation.patientId)),
          ),
        )
        .limit(1);
      if (answer) return;
      const at = now();
      await openAutomaticTask(tx, {
        kind: 'message_reply',
        focusId: conversation.id,
        title: 'Message à répondre',
        patientId: conversation.patientId,
        ownerId: ownerOf(conversation),
        priority: 'urgent',
        dueAt: at,
        now: at,
      });
    });
  };
}

/** A carer or staff member answered in the thread: its « Message à répondre » task, if open, is completed. */
export function closeUnansweredTask(db: Db, conversationId: string, now: Date): Promise<void> {
  return completeAutomaticTask(db, 'message_reply', conversationId, now);
}
