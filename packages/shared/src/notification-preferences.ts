/**
 * What a person can be notified about, and on which channels, with the rules that turn their stored choices
 * into the channels to use. Without zod, so that the settings page imports it at first load; the request
 * schema is in `account-schemas.ts`.
 */

/** What a notification is about (translation keys `settings.notifications.kinds.<value>` on the web side). */
export const NOTIFICATION_KINDS = [
  'appointments',
  'reminders',
  'messages',
  'orders_billing',
  'account_security',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a notification reaches the person. */
export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Security messages (new sign-in, password change) cannot be switched off on every channel. */
export const ALWAYS_ON_KIND: NotificationKind = 'account_security';

export type ChannelSwitches = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationKind, ChannelSwitches>;

/** One stored choice (a missing one means the default). */
export type StoredPreference = { kind: string; channel: string; enabled: boolean };

/** The default of a channel: SMS and WhatsApp on; e-mail on when the account has an e-mail address. */
export function defaultChannelSwitches(hasEmail: boolean): ChannelSwitches {
  return { sms: true, whatsapp: true, email: hasEmail };
}

/** Every kind and channel, from the stored choices and the defaults; e-mail is always off without an address. */
export function resolvePreferences(stored: readonly StoredPreference[], hasEmail: boolean): NotificationPreferences {
  const preferences = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, defaultChannelSwitches(hasEmail)]),
  ) as NotificationPreferences;
  for (const row of stored) {
    const switches = (preferences as Partial<Record<string, ChannelSwitches>>)[row.kind];
    if (switches && (NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel))
      switches[row.channel as NotificationChannel] = row.enabled;
  }
  if (!hasEmail) for (const kind of NOTIFICATION_KINDS) preferences[kind].email = false;
  return preferences;
}

/**
 * The channels to use for one notification of `kind`, in order of preference. For security messages, a
 * person who somehow has no channel on still gets SMS (the rule the API enforces on save).
 */
export function channelsFor(
  userPrefs: { stored: readonly StoredPreference[]; hasEmail: boolean },
  kind: NotificationKind,
): NotificationChannel[] {
  const switches = resolvePreferences(userPrefs.stored, userPrefs.hasEmail)[kind];
  const channels = NOTIFICATION_CHANNELS.filter((channel) => switches[channel]);
  return channels.length === 0 && kind === ALWAYS_ON_KIND ? ['sms'] : channels;
}
