import type { Db } from '../../db/client';
import { queueMessage } from '../messaging/outbox';
import { issueCode } from './one-time-codes';

/**
 * A code to a new phone number, bound to the account that will own it: sent when the owner changes their number
 * and when staff propose one (ADR 021); the number moves only once the owner enters it.
 */
export async function queuePhoneChangeCode(tx: Db, secret: string, userId: string, phone: string): Promise<void> {
  const code = await issueCode(tx, secret, { purpose: 'phone_change', identifier: phone, userId }, 'user');
  await queueMessage(tx, {
    channel: 'sms',
    recipient: phone,
    template: 'phone_change_code',
    locale: 'fr',
    params: { code },
  });
}
