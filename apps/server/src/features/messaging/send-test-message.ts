import type { TestMessageLanguage, TestMessageResponse } from '@sante/shared/messaging-constants';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { audit } from '../../lib/audit';
import { configuredChannels } from './create-senders';
import { getDelivery } from './list-deliveries';
import { queueMessage } from './outbox';

/**
 * A staff member checks a channel: the test message goes through the outbox like any other (recorded,
 * retried); the answer is the queued delivery, which the page follows on `GET /api/admin/deliveries/{id}`.
 */
export async function sendTestMessage(
  db: Db,
  env: Env,
  caller: Pick<Caller, 'userId' | 'role'>,
  input: { channel: 'email' | 'whatsapp'; to: string; language: TestMessageLanguage },
): Promise<TestMessageResponse> {
  const id = await db.transaction(async (tx) => {
    const messageId = await queueMessage(tx, {
      channel: input.channel,
      recipient: input.to,
      template: 'test_message',
      locale: input.language,
      params: {},
    });
    await audit(tx, {
      action: 'messaging.test_message.send',
      outcome: 'success',
      actorId: caller.userId,
      actorRole: caller.role,
      targetType: 'outbox_message',
      targetId: messageId,
      details: { channel: input.channel, language: input.language },
    });
    return messageId;
  });
  return { delivery: await getDelivery(db, id), providerConfigured: configuredChannels(env)[input.channel] };
}
