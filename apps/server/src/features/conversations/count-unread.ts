import { isStaffRole } from '@sante/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { conversationMessages, conversationReceipts, conversations } from '../../db/schema/conversations';
import { conversationScope, type Participant } from './conversation-access';

/**
 * Every unread message of the caller, all their conversations together (menus and dashboards), in one statement:
 * the messages written by the other side after the caller's own read watermark, in the conversations
 * `conversationScope` lets them reach. Nothing is stored per message and reader (ADR 028 watermarks); staff count
 * with their own watermark, so what a colleague read stays unread for them.
 */
export async function countUnread(deps: Pick<AppDeps, 'db'>, participant: Participant): Promise<number> {
  const notMine = isStaffRole(participant.role)
    ? sql`${conversationMessages.senderRole} not in ('admin', 'super_admin', 'personnel_operationnel')`
    : sql`${conversationMessages.senderId} is distinct from ${participant.userId}`;
  const [row] = await deps.db
    .select({ unread: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
    .leftJoin(
      conversationReceipts,
      and(
        eq(conversationReceipts.conversationId, conversations.id),
        eq(conversationReceipts.userId, participant.userId),
      ),
    )
    .where(
      and(
        conversationScope(participant),
        sql`${conversationMessages.seq} > coalesce(${conversationReceipts.readSeq}, 0)`,
        notMine,
      ),
    );
  return row?.unread ?? 0;
}
