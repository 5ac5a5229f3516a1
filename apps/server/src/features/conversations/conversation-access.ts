import type { ConversationSide } from '@sante/shared/conversation-constants';
import { isStaffRole, STAFF_ROLES, type Role } from '@sante/shared/roles';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { conversationReceipts, conversations } from '../../db/schema/conversations';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';

/** Who acts on a conversation: a session's user (HTTP) or a socket's. */
export type Participant = { userId: string; role: Role | null };

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The conversations a participant reaches, as a where-clause (never a check after the fetch): a patient their own
 * threads with carers and the team (never the internal ones); a doctor or nurse the threads they are the carer of
 * (with their patients and the team); staff the team threads (patients and doctors). Carer threads are private to
 * the patient and the carer.
 */
export function conversationScope(participant: Participant): SQL {
  return conversationScopeOf(participant.role, participant.userId);
}

/**
 * `conversationScope` for a role, with the user id as a value or as an SQL expression (a column of the rows of a
 * batch, each with its own sender: `append-messages.ts`).
 */
export function conversationScopeOf(role: Role | null, userId: string | SQL): SQL {
  if (isStaffRole(role)) return inArray(conversations.kind, ['patient_team', 'team_doctor']);
  if (role === 'patient') {
    return and(
      eq(conversations.patientId, userId),
      inArray(conversations.kind, ['patient_carer', 'patient_team']),
    ) as SQL;
  }
  if (role === 'medecin') return eq(conversations.carerId, userId);
  return sql`false`;
}

/** The side a participant writes on (they are in the conversation: it went through `conversationScope`). */
export function sideOf(conversation: Pick<ConversationRow, 'patientId'>, participant: Participant): ConversationSide {
  if (isStaffRole(participant.role)) return 'team';
  return conversation.patientId === participant.userId ? 'patient' : 'carer';
}

/** The side of a message's author, from the role it was written with. */
export function sideOfSender(
  conversation: Pick<ConversationRow, 'patientId'>,
  sender: { senderId: string | null; senderRole: string },
): ConversationSide {
  if ((STAFF_ROLES as readonly string[]).includes(sender.senderRole)) return 'team';
  return sender.senderId === conversation.patientId ? 'patient' : 'carer';
}

/** The receipts of one side (the team: every staff member's row). */
export function receiptsOfSide(conversation: ConversationRow, side: ConversationSide): SQL {
  if (side === 'patient') return eq(conversationReceipts.userId, conversation.patientId ?? sql`null`);
  if (side === 'carer') return eq(conversationReceipts.userId, conversation.carerId ?? sql`null`);
  const people = [conversation.patientId, conversation.carerId].filter((id): id is string => id !== null);
  return notInArray(conversationReceipts.userId, people);
}

/** The side facing `side` in this conversation. */
export function otherSide(conversation: ConversationRow, side: ConversationSide): ConversationSide {
  switch (conversation.kind) {
    case 'patient_carer':
      return side === 'patient' ? 'carer' : 'patient';
    case 'patient_team':
      return side === 'patient' ? 'team' : 'patient';
    case 'team_doctor':
      return side === 'carer' ? 'team' : 'carer';
  }
}

/** The Socket.IO rooms of everyone in the conversation: the patient, the carer, and staff for team threads. */
export function roomsOf(conversation: ConversationRow): string[] {
  const rooms: string[] = [];
  if (conversation.patientId) rooms.push(userRoom(conversation.patientId));
  if (conversation.carerId) rooms.push(userRoom(conversation.carerId));
  if (conversation.kind !== 'patient_carer') rooms.push(STAFF_ROOM);
  return rooms;
}
