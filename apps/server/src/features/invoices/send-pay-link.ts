import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/jobs';
import type { Env } from '../../env';
import { configuredChannels } from '../messaging/create-senders';
import { notifyUser, pickChannels } from '../messaging/notify-user';
import { queueMessage } from '../messaging/outbox';
import { formatFcfa } from '../../lib/format-fcfa';
import type { InvoiceRow } from './read-invoices';

/**
 * Queues the payment link to the invoice's recipient, in the caller's transaction: to a patient by their
 * billing preferences and language, to someone without an account by e-mail (when given) and one phone
 * channel, in French. Returns the channels used.
 */
export async function sendPayLink(tx: Db, env: Env, invoice: InvoiceRow, link: string): Promise<string[]> {
  const params = { number: invoice.number, amount: formatFcfa(invoice.totalXaf), link };
  if (invoice.patientId) {
    const ids = await notifyUser(tx, env, {
      userId: invoice.patientId,
      kind: 'orders_billing',
      template: 'invoice_payment_link',
      params,
    });
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    return rows.map((row) => row.channel);
  }
  const contact = { email: invoice.recipientEmail, phone: invoice.recipientPhone };
  const channels = pickChannels(['email', 'whatsapp', 'sms'], configuredChannels(env), contact);
  for (const channel of channels) {
    await queueMessage(tx, {
      channel,
      recipient: channel === 'email' ? (contact.email ?? '') : (contact.phone ?? ''),
      template: 'invoice_payment_link',
      locale: 'fr',
      params,
      kind: 'orders_billing',
    });
  }
  return channels;
}
