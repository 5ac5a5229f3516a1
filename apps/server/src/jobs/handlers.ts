import type { AppDeps } from '../app-context';
import { DELIVER_MESSAGE_JOB, deliverMessageHandler } from '../features/messaging/outbox';
import { logSender } from '../features/messaging/log-sender';
import type { JobHandler } from './queue';

/** Every job kind and its handler. Email, WhatsApp and SMS adapters replace the log sender when configured. */
export function createJobHandlers({ db, logger, env }: AppDeps): Record<string, JobHandler> {
  const log = logSender(logger, env.DEMO_OUTBOX_FILE);
  return {
    [DELIVER_MESSAGE_JOB]: deliverMessageHandler(db, { sms: log, whatsapp: log, email: log }),
  };
}
