import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryAttempts, outboxMessages, type OutboxChannel } from '../../db/schema/jobs';
import { enqueue, type JobRow } from '../../jobs/queue';
import { DeliveryError } from './delivery-error';
import { isTemplateName, renderTemplate, type TemplateName } from './templates';

export const DELIVER_MESSAGE_JOB = 'deliver-message';

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  template: TemplateName;
  locale: string;
  params: Record<string, string>;
  /** The account notified and what about (`NotificationKind`), for the delivery list. */
  userId?: string;
  kind?: string;
};

/** A channel adapter: SMTP, WhatsApp Cloud API, or the demo log sender. Throws `DeliveryError` on failure. */
export type MessageSender = (
  message: OutgoingMessage & { id: string; text: string },
) => Promise<{ providerMessageId?: string }>;

/** Records the message and queues its delivery. Call it inside the caller's transaction when there is one. */
export async function queueMessage(db: Db, message: OutgoingMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  await enqueue(db, DELIVER_MESSAGE_JOB, { messageId: row.id });
  return row.id;
}

/**
 * One delivery attempt, recorded in `delivery_attempts`. A message that is no longer queued (sent, or
 * failed for good) is left alone, so a job run twice sends once. A permanent refusal marks the message
 * failed at once; any other failure is thrown so the job queue retries it with back-off, until `lastAttempt`.
 */
export async function deliverMessage(
  db: Db,
  senders: Record<OutboxChannel, MessageSender>,
  messageId: string,
  lastAttempt: boolean,
): Promise<void> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
  if (!message || message.status !== 'queued') return;
  const attempt = message.attempts + 1;
  try {
    if (!isTemplateName(message.template)) throw new DeliveryError('unknown_template', true);
    const outgoing: OutgoingMessage = {
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      locale: message.locale,
      params: message.params,
    };
    const text = renderTemplate(outgoing.template, outgoing.locale, outgoing.params);
    const { providerMessageId = null } = await senders[message.channel]({ ...outgoing, id: message.id, text });
    await db.transaction(async (tx) => {
      await tx
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: attempt, providerMessageId, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      await tx
        .insert(deliveryAttempts)
        .values({ messageId: message.id, attempt, channel: message.channel, outcome: 'sent', providerMessageId });
    });
  } catch (error) {
    const code = error instanceof DeliveryError ? error.code : 'internal';
    const final = lastAttempt || (error instanceof DeliveryError && error.permanent);
    await db.transaction(async (tx) => {
      await tx
        .update(outboxMessages)
        .set({
          attempts: attempt,
          lastError: code,
          status: final ? 'failed' : 'queued',
          failedAt: final ? sql`now()` : null,
        })
        .where(eq(outboxMessages.id, message.id));
      await tx
        .insert(deliveryAttempts)
        .values({ messageId: message.id, attempt, channel: message.channel, outcome: 'failed', errorCode: code });
    });
    if (!final) throw error;
  }
}

export function deliverMessageHandler(db: Db, senders: Record<OutboxChannel, MessageSender>) {
  return (job: JobRow) => deliverMessage(db, senders, String(job.payload.messageId), job.attempts >= job.maxAttempts);
}
