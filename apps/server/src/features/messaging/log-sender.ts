import type { Logger } from '../../lib/logger';
import type { MessageSender } from './outbox';

/**
 * Demo-mode delivery: the message text (with its one-time code) is printed in the server log so a
 * developer can sign in without SMS, WhatsApp or SMTP. Never used when a real adapter is configured.
 */
export function logSender(logger: Logger): MessageSender {
  return (message) => {
    logger.info(
      { messageId: message.id, channel: message.channel, template: message.template, demoText: message.text },
      'demo delivery (no provider configured)',
    );
    return Promise.resolve({ providerMessageId: `log-${message.id}` });
  };
}
