import { appendFile } from 'node:fs/promises';
import type { Logger } from '../../lib/logger';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './outbox';

/** One line of the demo outbox file: who gets the message, which template, and its code or link. */
export type DemoOutboxLine = {
  to: string;
  channel: string;
  template: string;
  code?: string;
  link?: string;
};

/**
 * Demo-mode delivery: the message text (with its one-time code) is printed in the server log so a
 * developer can sign in without SMS, WhatsApp or SMTP. Never used when a real adapter is configured, nor
 * in production outside a seeded demo installation (`noProviderSender` then, ADR 025).
 * With `outboxFile` (env DEMO_OUTBOX_FILE, refused in production), each message is also appended to that
 * file as one JSON line, so the browser tests can read the codes they receive.
 */
export function logSender(logger: Logger, outboxFile?: string): MessageSender {
  return async (message) => {
    logger.info(
      { messageId: message.id, channel: message.channel, template: message.template, demoText: message.text },
      'demo delivery (no provider configured)',
    );
    if (outboxFile) {
      const line: DemoOutboxLine = {
        to: message.recipient,
        channel: message.channel,
        template: message.template,
        code: message.params.code,
        link: message.params.link,
      };
      await appendFile(outboxFile, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    }
    return { providerMessageId: `log-${message.id}` };
  };
}

/**
 * Production without a provider for the channel: the message is not sent and its text (a code, a link, a
 * visit) never reaches the log; the delivery fails for good (`no_provider`), visible in the delivery list.
 */
export function noProviderSender(logger: Logger): MessageSender {
  return (message) => {
    logger.warn({ messageId: message.id, channel: message.channel, template: message.template }, 'no provider');
    return Promise.reject(new DeliveryError('no_provider', true));
  };
}
