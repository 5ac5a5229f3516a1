import type { TNotificationPreferencesRequest } from '@sante/shared/account-schemas';
import {
  ALWAYS_ON_KIND,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  resolvePreferences,
  type NotificationPreferences,
} from '@sante/shared/notification-preferences';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/patients';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AccountActor } from './account-actor';

/** The caller's choices, completed by the defaults (a missing row is the default). */
export async function getNotificationPreferences(
  db: Db,
  caller: Pick<Caller, 'userId' | 'email'>,
): Promise<NotificationPreferences> {
  const stored = await db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, caller.userId));
  return resolvePreferences(stored, caller.email !== null);
}

/**
 * Stores every kind and channel (e-mail stays off without an address), with an audit row, in one transaction.
 * Security messages keep at least one channel (checked again here: e-mail does not count without an address).
 */
export async function saveNotificationPreferences(
  db: Db,
  actor: AccountActor,
  caller: Pick<Caller, 'userId' | 'email'>,
  input: TNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const hasEmail = caller.email !== null;
  const rows = NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      userId: caller.userId,
      kind,
      channel,
      enabled: channel === 'email' && !hasEmail ? false : input.preferences[kind][channel],
    })),
  );
  if (!rows.some((row) => row.kind === ALWAYS_ON_KIND && row.enabled))
    throw new AppError('validation_failed', {
      fieldErrors: { [`preferences.${ALWAYS_ON_KIND}`]: ['validation.securityChannelRequired'] },
    });
  return db.transaction(async (tx) => {
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, caller.userId));
    await tx.insert(notificationPreferences).values(rows);
    await audit(tx, {
      ...actor,
      action: 'account.notification_preferences.save',
      outcome: 'success',
      targetType: 'user',
      targetId: caller.userId,
    });
    return resolvePreferences(rows, hasEmail);
  });
}
