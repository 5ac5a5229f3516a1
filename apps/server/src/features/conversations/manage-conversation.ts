import { CONVERSATION_UPDATED_EVENT, type ConversationUpdatedEvent } from '@sante/shared/conversation-constants';
import { STAFF_ROLES } from '@sante/shared/roles';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { conversations } from '../../db/schema/conversations';
import { adminUsers, userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { roomsOf, type Participant } from './conversation-access';
import { loadConversation } from './load-conversation';

type Change = { assignedTo: string | null } | { status: 'open' | 'closed' };

/**
 * Staff assign a team thread to a staff member (or back to the shared inbox: null), close or reopen it. Audited,
 * pushed to everyone in it. An assignee who is not staff is 400 (field `staffId`).
 */
export async function manageConversation(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  staff: Participant,
  conversationId: string,
  change: Change,
  now: Date,
): Promise<void> {
  const conversation = await deps.db.transaction(async (tx) => {
    const conversation = await loadConversation(tx, staff, conversationId, { forUpdate: true });
    if ('assignedTo' in change && change.assignedTo) {
      const [assignee] = await tx
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(
          and(
            eq(userProfiles.userId, change.assignedTo),
            or(
              inArray(userProfiles.role, [...STAFF_ROLES]),
              sql`exists (select 1 from ${adminUsers} where ${adminUsers.email} = lower(${userProfiles.email}) and ${adminUsers.active})`,
            ),
          ),
        );
      if (!assignee) throw new AppError('validation_failed', { fieldErrors: { staffId: ['validation.selectOption'] } });
    }
    const set =
      'assignedTo' in change
        ? { assignedTo: change.assignedTo }
        : change.status === 'closed'
          ? { status: 'closed' as const, closedAt: now, closedBy: staff.userId }
          : { status: 'open' as const, closedAt: null, closedBy: null };
    await tx.update(conversations).set(set).where(eq(conversations.id, conversation.id));
    await audit(tx, {
      action: 'assignedTo' in change ? 'conversation.assigned' : `conversation.${change.status}`,
      outcome: 'success',
      actorId: staff.userId,
      actorRole: staff.role,
      targetType: 'conversation',
      targetId: conversation.id,
      ...('assignedTo' in change ? { details: { assignedTo: change.assignedTo } } : {}),
    });
    return conversation;
  });
  const event: ConversationUpdatedEvent = { conversationId: conversation.id };
  deps.realtime.emitTo(roomsOf(conversation), CONVERSATION_UPDATED_EVENT, event);
}
