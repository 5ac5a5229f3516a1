import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { OutboxChannel } from '../../db/schema/jobs';
import { logSender } from './log-sender';
import type { MessageSender } from './outbox';
import { smsSender } from './sms-sender';
import { smtpSender } from './smtp-sender';
import { whatsappSender } from './whatsapp-sender';

/** Which channels reach a real provider: SMTP, the WhatsApp Cloud API, Twilio for SMS (ADRs 011, 017). */
export function configuredChannels(env: Env): Record<OutboxChannel, boolean> {
  return {
    email: Boolean(env.SMTP_URL ?? env.SMTP_HOST),
    whatsapp: Boolean(env.WHATSAPP_TOKEN),
    sms: Boolean(env.TWILIO_ACCOUNT_SID),
  };
}

/** One sender per channel: the provider when configured, otherwise the demo log sender (DEMO_OUTBOX_FILE). */
export function createSenders(env: Env, logger: Logger): Record<OutboxChannel, MessageSender> {
  const configured = configuredChannels(env);
  const log = logSender(logger, env.DEMO_OUTBOX_FILE);
  return {
    email: configured.email ? smtpSender(env) : log,
    whatsapp: configured.whatsapp ? whatsappSender(env) : log,
    sms: configured.sms ? smsSender(env) : log,
  };
}
