import { UNDELIVERED_NOTIFY_MINUTES } from '@sante/shared/conversation-constants';
import { ROLES } from '@sante/shared/roles';
import { and, getTableColumns, or, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { conversationMessages, conversationReceipts, conversations } from '../../db/schema/conversations';
import { jobs } from '../../db/schema/jobs';
import { conversationScopeOf, type ConversationRow, type Participant } from './conversation-access';
import type { MessageRow } from './message-view';
import { UNANSWERED_MESSAGE_JOB, unansweredCheckAt } from './unanswered-message';
import { UNDELIVERED_MESSAGE_JOB } from './undelivered-message';

/** A new text message: who writes, where, its client id and text, and when it was received. */
export type AppendRequest = {
  participant: Participant;
  conversationId: string;
  clientId: string;
  body: string;
  now: Date;
};

export type Appended = { message: MessageRow; conversation: ConversationRow };

/** A row of `table` read back from `to_jsonb` (database column names, JSON values) with drizzle's own mapping. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/**
 * Whether the sender of each row of the batch (`input.sender_id`, `input.sender_role`) is in the conversation:
 * `conversationScope` of every role, each for the rows written with that role.
 */
const SENDER_IN_CONVERSATION =
  or(...ROLES.map((role) => and(sql`input.sender_role = ${role}`, conversationScopeOf(role, sql`input.sender_id`)))) ??
  sql`false`;

/**
 * The batch's statement, parsed and planned once per connection (ADR 066). No step joins two lists of the batch (a
 * nested loop over both): the message ids are drawn in `accepted`, the sequences follow the locked rows' `last_seq`
 * (the latest version: `for update` waited for any other writer to commit).
 */
const appendStatement = namedStatement<{
  message: Record<string, unknown> | null;
  conversation: Record<string, unknown> | null;
}>(
  'append_messages',
  sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('input')}::json) as input(ord int, conversation_id uuid,
        client_id uuid, sender_id uuid, sender_role text, body text, created_at timestamptz,
        undelivered_at timestamptz, unanswered_at timestamptz)
    ), allowed as (
      select input.* from input join ${conversations} on ${conversations.id} = input.conversation_id
      where ${SENDER_IN_CONVERSATION}
    ), locked as materialized (
      select ${conversations.id}, ${conversations.lastSeq} from ${conversations}
      where ${conversations.id} in (select conversation_id from allowed) and ${conversations.status} = 'open'
      order by ${conversations.id} for update
    ), accepted as materialized (
      select allowed.*, gen_random_uuid() as id,
        locked.last_seq + row_number() over (partition by allowed.conversation_id order by allowed.ord) as seq
      from allowed join locked on locked.id = allowed.conversation_id
      where not exists (select 1 from ${conversationMessages}
        where ${conversationMessages.conversationId} = allowed.conversation_id
          and ${conversationMessages.clientId} = allowed.client_id)
    ), bumped as (
      update ${conversations} set last_seq = counted.last_seq, last_message_at = counted.last_at
      from (select conversation_id, max(seq) as last_seq, max(created_at) as last_at from accepted
        group by conversation_id) as counted
      where ${conversations.id} = counted.conversation_id
      returning ${conversations}.*
    ), inserted as (
      insert into ${conversationMessages} (id, conversation_id, seq, client_id, sender_id, sender_role, body, created_at)
      select id, conversation_id, seq, client_id, sender_id, sender_role, body, created_at from accepted
      returning *
    ), watermarks as (
      insert into ${conversationReceipts} (conversation_id, user_id, delivered_seq, read_seq, updated_at)
      select conversation_id, sender_id, max(seq), max(seq), max(created_at) from accepted
      group by conversation_id, sender_id
      on conflict (conversation_id, user_id) do update set
        delivered_seq = greatest(${conversationReceipts.deliveredSeq}, excluded.delivered_seq),
        read_seq = greatest(${conversationReceipts.readSeq}, excluded.read_seq),
        updated_at = excluded.updated_at
    ), undelivered as (
      insert into ${jobs} (kind, payload, run_at)
      select ${UNDELIVERED_MESSAGE_JOB}, jsonb_build_object('messageId', id), undelivered_at from accepted
    ), unanswered as (
      insert into ${jobs} (kind, payload, run_at)
      select ${UNANSWERED_MESSAGE_JOB}, jsonb_build_object('messageId', id), unanswered_at from accepted
      where unanswered_at is not null
    )
    select to_jsonb(inserted) as message, null::jsonb as conversation from inserted
    union all select null, to_jsonb(bumped) from bumped`,
);

/**
 * New messages, of any conversations and senders, in ONE statement, hence one round trip and one commit however
 * many they are (ADR 060; one message is a batch of one, ADR 048). For each message whose sender is in the
 * conversation (`conversationScope` per row), whose conversation is open and whose client id is new: the
 * conversation's rows are locked in the order of their ids (two batches never wait on each other in a cycle), each
 * conversation's `last_seq` moves by its number of messages, and the messages take the sequences that follow, in
 * the order of the batch; the authors' watermarks and the undelivered-notice jobs (and, for a patient, the
 * unanswered check) are inserted from the same rows. The row locks serialise the writers of one conversation, so
 * sequences stay consecutive. Per request, the stored message, or `null` when this path does not apply (not found,
 * closed, a replayed or reused client id): the caller then runs `insertMessage`, which tells these cases apart. A
 * statement that fails (a concurrent retry of one of the client ids hits the unique index) leaves nothing behind.
 */
export async function appendMessages(db: Db, requests: readonly AppendRequest[]): Promise<(Appended | null)[]> {
  const input = requests.map((request, ord) => ({
    ord,
    conversation_id: request.conversationId,
    client_id: request.clientId,
    sender_id: request.participant.userId,
    sender_role: request.participant.role ?? 'unknown',
    body: request.body,
    created_at: request.now.toISOString(),
    undelivered_at: new Date(request.now.getTime() + UNDELIVERED_NOTIFY_MINUTES * 60_000).toISOString(),
    // A patient's message also queues the check that opens « Message à répondre » if nobody answers (ADR 050).
    unanswered_at: request.participant.role === 'patient' ? unansweredCheckAt(request.now).toISOString() : null,
  }));
  const rows = await appendStatement(db, { input: JSON.stringify(input) });
  const conversationsById = new Map<string, ConversationRow>();
  const messages = new Map<string, MessageRow>();
  for (const row of rows) {
    if (row.conversation) {
      const conversation = fromJson(conversations, row.conversation);
      conversationsById.set(conversation.id, conversation);
    } else if (row.message) {
      const message = fromJson(conversationMessages, row.message);
      messages.set(`${message.conversationId} ${message.clientId}`, message);
    }
  }
  return requests.map((request) => {
    const message = messages.get(`${request.conversationId} ${request.clientId}`);
    const conversation = message && conversationsById.get(message.conversationId);
    // A client id twice in one batch (the queue never does it) would be refused by the unique index.
    return message && conversation && message.senderId === request.participant.userId
      ? { message, conversation }
      : null;
  });
}
