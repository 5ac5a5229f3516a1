import { channelsFor, type NotificationChannel, type NotificationKind } from '@sante/shared/notification-preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import type { Env } from '../../env';
import { configuredChannels } from './create-senders';
import { queueMessage } from './outbox';
import type { TemplateName, TemplateParams } from './templates';

export type Notification<N extends TemplateName> = {
  userId: string;
  kind: NotificationKind;
  template: N;
  params: TemplateParams<N>;
};

/**
 * The channels a notification goes out on: e-mail when the person keeps it on (and has an address), plus ONE
 * phone channel among those they keep on: WhatsApp or SMS, whichever has a provider (WhatsApp first);
 * without any phone provider (demo), the first one they keep on.
 */
export function pickChannels(
  enabled: readonly NotificationChannel[],
  configured: Record<NotificationChannel, boolean>,
  contact: { email: string | null; phone: string | null },
): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (enabled.includes('email') && contact.email) channels.push('email');
  const phoneChannels = (['whatsapp', 'sms'] as const).filter((channel) => enabled.includes(channel));
  const phoneChannel = phoneChannels.find((channel) => configured[channel]) ?? phoneChannels[0];
  if (phoneChannel && contact.phone) channels.push(phoneChannel);
  return channels;
}

/**
 * Queues a notification for an account, in its language, on the channels its saved preferences allow.
 * Call it inside the caller's transaction (the booking's): the messages exist only if the booking does.
 * Returns the outbox message ids (none when every channel is off).
 */
export async function notifyUser<N extends TemplateName>(
  db: Db,
  env: Env,
  notification: Notification<N>,
): Promise<string[]> {
  const [profile] = await db
    .select({ email: userProfiles.email, phone: userProfiles.phone, language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.userId, notification.userId));
  if (!profile) return [];
  const stored = await db
    .select({
      kind: notificationPreferences.kind,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, notification.userId));
  const enabled = channelsFor({ stored, hasEmail: profile.email !== null }, notification.kind);
  const ids: string[] = [];
  for (const channel of pickChannels(enabled, configuredChannels(env), profile)) {
    ids.push(
      await queueMessage(db, {
        channel,
        recipient: channel === 'email' ? (profile.email ?? '') : (profile.phone ?? ''),
        template: notification.template,
        locale: profile.language ?? 'fr',
        params: notification.params,
        userId: notification.userId,
        kind: notification.kind,
      }),
    );
  }
  return ids;
}
