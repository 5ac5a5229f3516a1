import type { ConversationSide, ConversationWatermarks } from '@sante/shared/conversation-constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationReceipts } from '../../db/schema/conversations';
import { receiptsOfSide, type ConversationRow } from './conversation-access';

/**
 * How far a side has received and read: the best of its members (delivered = at least one device of the side
 * acknowledged; for the team, any staff member).
 */
export async function sideWatermarks(
  db: Db,
  conversation: ConversationRow,
  side: ConversationSide,
): Promise<ConversationWatermarks> {
  const [row] = await db
    .select({
      deliveredSeq: sql<number>`coalesce(max(${conversationReceipts.deliveredSeq}), 0)::int`,
      readSeq: sql<number>`coalesce(max(${conversationReceipts.readSeq}), 0)::int`,
    })
    .from(conversationReceipts)
    .where(and(eq(conversationReceipts.conversationId, conversation.id), receiptsOfSide(conversation, side)));
  return row ?? { deliveredSeq: 0, readSeq: 0 };
}
