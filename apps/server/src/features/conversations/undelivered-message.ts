import { carerName } from '@sante/shared/carer-name';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { conversationMessages } from '../../db/schema/conversations';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import type { JobHandler } from '../../jobs/queue';
import { notifyUser } from '../messaging/notify-user';
import { otherSide, sideOfSender, type ConversationRow } from './conversation-access';
import { sideWatermarks } from './side-watermarks';
import type { ConversationSide } from '@sante/shared/conversation-constants';
import { liveMessageWithConversation } from './live-message';

export const UNDELIVERED_MESSAGE_JOB = 'conversation.undelivered';

/** Who is told on the side that did not receive: the patient, the carer, or the staff member the thread is assigned to. */
function recipientOf(conversation: ConversationRow, side: ConversationSide): string | null {
  if (side === 'patient') return conversation.patientId;
  if (side === 'carer') return conversation.carerId;
  return conversation.assignedTo;
}

/** Where the recipient reads it, by the side they are on. */
function linkFor(publicUrl: string, conversation: ConversationRow, side: ConversationSide): string {
  const path =
    side === 'patient' ? '/patient/messages' : side === 'carer' ? '/dashboard-medecin/messagerie' : '/admin/messagerie';
  return `${publicUrl}${path}?conversation=${conversation.id}`;
}

/** The author as the recipient reads them, in the recipient's language: the carer titled, the team, or the patient. */
async function senderNameFor(db: Db, senderId: string | null, side: ConversationSide, recipientId: string) {
  const [recipient] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, recipientId));
  const language = recipient?.language ?? 'fr';
  if (side === 'team' || !senderId)
    return language === 'en' ? 'the Santé à Domicile team' : 'l’équipe Santé à Domicile';
  const [sender] = await db
    .select({
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
    })
    .from(userProfiles)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
    .where(eq(userProfiles.userId, senderId));
  if (!sender) return '';
  if (side === 'carer' && sender.profession) return carerName({ ...sender, profession: sender.profession }, language);
  return `${sender.firstName} ${sender.lastName}`;
}

/**
 * Ten minutes after a message (issue #11 §2): if no device of the other side has acknowledged it, ONE notification
 * through the outbox, by the recipient's preferences (kind `messages`) — who wrote and a link, never the content.
 * One per silence: a message that follows another still undelivered stays quiet (the first one already told them).
 */
export function undeliveredMessageHandler(deps: Pick<AppDeps, 'db' | 'env'>): JobHandler {
  return async (job) => {
    const { messageId } = job.payload;
    if (typeof messageId !== 'string') return;
    await deps.db.transaction(async (tx) => {
      const row = await liveMessageWithConversation(tx, messageId);
      if (!row) return;
      const { message, conversation } = row;
      const side = otherSide(conversation, sideOfSender(conversation, message));
      const recipientId = recipientOf(conversation, side);
      if (!recipientId) return;
      const { deliveredSeq } = await sideWatermarks(tx, conversation, side);
      if (deliveredSeq >= message.seq) return;
      const [earlierUndelivered] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversation.id),
            gt(conversationMessages.seq, deliveredSeq),
            lt(conversationMessages.seq, message.seq),
            eq(conversationMessages.senderRole, message.senderRole),
          ),
        )
        .limit(1);
      if (earlierUndelivered) return;
      await notifyUser(tx, deps.env, {
        userId: recipientId,
        kind: 'messages',
        template: 'new_message',
        params: {
          sender: await senderNameFor(tx, message.senderId, sideOfSender(conversation, message), recipientId),
          link: linkFor(deps.env.PUBLIC_URL, conversation, side),
        },
      });
    });
  };
}
