import { UNDELIVERED_NOTIFY_MINUTES } from '@sante/shared/conversation-constants';
import { and, eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversationReceipts, conversations } from '../../db/schema/conversations';
import { jobs } from '../../db/schema/jobs';
import { conversationScope, type ConversationRow, type Participant } from './conversation-access';
import type { MessageRow } from './message-view';
import { UNDELIVERED_MESSAGE_JOB } from './undelivered-message';

/** A row of `table` read back from `to_jsonb` (database column names, JSON values) with drizzle's own mapping. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/**
 * The common case of a new message in ONE statement, hence one round trip and no explicit transaction (ADR 048):
 * the conversation's row is updated (`last_seq + 1`) only if the caller is in it (`conversationScope`), it is open
 * and the client id is new; the message, the author's watermarks and the undelivered-notice job are inserted from
 * that update's result. The row lock taken by the update serialises the senders of one conversation, so the
 * sequences stay consecutive; a statement that fails (a concurrent retry of the same client id hits the unique
 * index) leaves nothing behind. `null` when this path does not apply (not found, closed, a replayed or reused
 * client id): the caller then runs `insertMessage`, which tells these cases apart.
 */
export async function appendMessage(
  db: Db,
  participant: Participant,
  conversationId: string,
  input: { clientId: string; body: string },
  now: Date,
): Promise<{ message: MessageRow; conversation: ConversationRow } | null> {
  const checkAt = new Date(now.getTime() + UNDELIVERED_NOTIFY_MINUTES * 60_000);
  const known = db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.clientId, input.clientId)),
    );
  try {
    // Both databases are reached through node-postgres (ADR 019): the result is its `QueryResult`.
    const result = (await db.execute(sql`
      with bumped as (
        update ${conversations} set ${sql.identifier(conversations.lastSeq.name)} = ${conversations.lastSeq} + 1,
          ${sql.identifier(conversations.lastMessageAt.name)} = ${now}
        where ${and(eq(conversations.id, conversationId), eq(conversations.status, 'open'), conversationScope(participant))}
          and not exists (${known})
        returning *
      ), inserted as (
        insert into ${conversationMessages}
          (conversation_id, seq, client_id, sender_id, sender_role, body, created_at)
        select id, last_seq, ${input.clientId}, ${participant.userId}, ${participant.role ?? 'unknown'},
          ${input.body}, ${now} from bumped
        returning *
      ), watermarks as (
        insert into ${conversationReceipts} (conversation_id, user_id, delivered_seq, read_seq, updated_at)
        select conversation_id, sender_id, seq, seq, ${now} from inserted
        on conflict (conversation_id, user_id) do update set
          delivered_seq = greatest(${conversationReceipts.deliveredSeq}, excluded.delivered_seq),
          read_seq = greatest(${conversationReceipts.readSeq}, excluded.read_seq),
          updated_at = excluded.updated_at
      ), job as (
        insert into ${jobs} (kind, payload, run_at)
        select ${UNDELIVERED_MESSAGE_JOB}, jsonb_build_object('messageId', id), ${checkAt} from inserted
      )
      select to_jsonb(bumped) as conversation, to_jsonb(inserted) as message from bumped, inserted`)) as {
      rows: { conversation: Record<string, unknown>; message: Record<string, unknown> }[];
    };
    const [row] = result.rows;
    if (!row) return null;
    return {
      conversation: fromJson(conversations, row.conversation),
      message: fromJson(conversationMessages, row.message),
    };
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
