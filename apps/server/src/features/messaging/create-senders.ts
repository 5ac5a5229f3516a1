import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { OutboxChannel } from '../../db/schema/jobs';
import { logSender, noProviderSender } from './log-sender';
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

/**
 * Whether messages without a provider are printed in the log (codes and links included): outside
 * production, or on a seeded demo installation (SEED_DEMO). Never on a real production server (ADR 025).
 */
export function isDemoDelivery(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.SEED_DEMO;
}

/**
 * Before a code or a link is issued: 503 `delivery_unavailable` when no provider could deliver it on
 * `channel` and it would not be printed either (production): better a clear refusal than a secret in the log.
 */
export function assertDeliverable(env: Env, channel: OutboxChannel): void {
  if (!configuredChannels(env)[channel] && !isDemoDelivery(env)) throw new AppError('delivery_unavailable');
}

/**
 * One sender per channel: the provider when configured, otherwise the demo log sender (DEMO_OUTBOX_FILE), or
 * in production a sender that fails without logging the text. Built once at boot: says which channels lack one.
 */
export function createSenders(env: Env, logger: Logger): Record<OutboxChannel, MessageSender> {
  const configured = configuredChannels(env);
  const fallback = isDemoDelivery(env) ? logSender(logger, env.DEMO_OUTBOX_FILE) : noProviderSender(logger);
  const missing = (Object.keys(configured) as OutboxChannel[]).filter((channel) => !configured[channel]);
  if (missing.length > 0 && !isDemoDelivery(env)) {
    logger.warn(
      { channels: missing },
      'no message provider for these channels: codes and links on them are refused (503 delivery_unavailable), other messages fail; see the README (Message delivery)',
    );
  }
  return {
    email: configured.email ? smtpSender(env) : fallback,
    whatsapp: configured.whatsapp ? whatsappSender(env) : fallback,
    sms: configured.sms ? smsSender(env) : fallback,
  };
}
