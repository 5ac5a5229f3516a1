import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema/jobs';
import { enqueue, type JobRow } from '../../jobs/queue';
import { isTemplateName, renderTemplate, type TemplateName } from './templates';

export const DELIVER_MESSAGE_JOB = 'deliver-message';

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  template: TemplateName;
  locale: string;
  params: Record<string, string>;
};

/** A channel adapter: SMTP, WhatsApp Cloud API, SMS... The demo adapter writes to the server log. */
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

export function deliverMessageHandler(db: Db, senders: Record<OutboxChannel, MessageSender>) {
  return async (job: JobRow) => {
    const messageId = String(job.payload.messageId);
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    if (!message || message.status === 'sent') return;
    if (!isTemplateName(message.template)) throw new Error(`unknown template ${message.template}`);
    const outgoing: OutgoingMessage = {
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      locale: message.locale,
      params: message.params,
    };
    try {
      const text = renderTemplate(outgoing.template, outgoing.locale, outgoing.params);
      const result = await senders[message.channel]({ ...outgoing, id: message.id, text });
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: message.attempts + 1,
          providerMessageId: result.providerMessageId ?? null,
        })
        .where(eq(outboxMessages.id, message.id));
    } catch (error) {
      const exhausted = job.attempts >= job.maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          attempts: message.attempts + 1,
          lastError: (error as Error).message.slice(0, 500),
          status: exhausted ? 'failed' : 'pending',
        })
        .where(eq(outboxMessages.id, message.id));
      throw error;
    }
  };
}
