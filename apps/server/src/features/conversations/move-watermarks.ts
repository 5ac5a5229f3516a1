import type { ConversationWatermarks } from '@sante/shared/conversation-constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationReceipts } from '../../db/schema/conversations';

/**
 * Moves a participant's watermarks forward (never back: a late ack of an old message changes nothing), capped at
 * the conversation's last sequence. Reading implies having received. Returns the watermarks after the move.
 */
export async function moveWatermarks(
  db: Db,
  conversationId: string,
  userId: string,
  marks: { deliveredSeq?: number | undefined; readSeq?: number | undefined },
  lastSeq: number,
  now: Date,
): Promise<ConversationWatermarks> {
  const read = Math.min(marks.readSeq ?? 0, lastSeq);
  const delivered = Math.max(Math.min(marks.deliveredSeq ?? 0, lastSeq), read);
  const [row] = await db
    .insert(conversationReceipts)
    .values({ conversationId, userId, deliveredSeq: delivered, readSeq: read, updatedAt: now })
    .onConflictDoUpdate({
      target: [conversationReceipts.conversationId, conversationReceipts.userId],
      set: {
        deliveredSeq: sql`greatest(${conversationReceipts.deliveredSeq}, excluded.delivered_seq)`,
        readSeq: sql`greatest(${conversationReceipts.readSeq}, excluded.read_seq)`,
        updatedAt: now,
      },
    })
    .returning({ deliveredSeq: conversationReceipts.deliveredSeq, readSeq: conversationReceipts.readSeq });
  return row ?? { deliveredSeq: delivered, readSeq: read };
}
