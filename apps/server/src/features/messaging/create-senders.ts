import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { OutboxChannel } from '../../db/schema/jobs';
import { logSender } from './log-sender';
import type { MessageSender } from './outbox';
import { smtpSender } from './smtp-sender';
import { whatsappSender } from './whatsapp-sender';

/**
 * Which channels reach a real provider. SMS has no provider yet (no generic SMS gateway is specified):
 * it always goes to the log sender.
 */
export function configuredChannels(env: Env): Record<OutboxChannel, boolean> {
  return {
    email: Boolean(env.SMTP_URL ?? env.SMTP_HOST),
    whatsapp: Boolean(env.WHATSAPP_TOKEN),
    sms: false,
  };
}

/** One sender per channel: the provider when configured, otherwise the demo log sender (DEMO_OUTBOX_FILE). */
export function createSenders(env: Env, logger: Logger): Record<OutboxChannel, MessageSender> {
  const configured = configuredChannels(env);
  const log = logSender(logger, env.DEMO_OUTBOX_FILE);
  return {
    email: configured.email ? smtpSender(env) : log,
    whatsapp: configured.whatsapp ? whatsappSender(env) : log,
    sms: log,
  };
}
