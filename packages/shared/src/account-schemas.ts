import { z } from 'zod';
import {
  ALWAYS_ON_KIND,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from './notification-preferences';

/**
 * The account settings contract (`/api/account/*`), shared by the server, the web app and the notification
 * sender. Messages are translation keys under `validation.*`; the notification kinds and channels (without zod)
 * are in `notification-preferences.ts`.
 */

const ZChannelSwitchesSchema = z.object(
  {
    sms: z.boolean({ error: 'validation.required' }),
    whatsapp: z.boolean({ error: 'validation.required' }),
    email: z.boolean({ error: 'validation.required' }),
  },
  { error: 'validation.required' },
);

/** `PUT /api/account/notification-preferences`: every kind and channel (the grid as a whole). */
export const ZNotificationPreferencesRequestSchema = z.object({
  preferences: z
    .object(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ZChannelSwitchesSchema])) as Record<
        NotificationKind,
        typeof ZChannelSwitchesSchema
      >,
      { error: 'validation.required' },
    )
    .refine((preferences) => NOTIFICATION_CHANNELS.some((channel) => preferences[ALWAYS_ON_KIND][channel]), {
      error: 'validation.securityChannelRequired',
      path: [ALWAYS_ON_KIND],
    }),
});
export type TNotificationPreferencesRequest = z.input<typeof ZNotificationPreferencesRequestSchema>;

/** `GET` and `PUT /api/account/notification-preferences` */
export type NotificationPreferencesResponse = { preferences: NotificationPreferences };

export type DeviceSummary = { browser: string | null; os: string | null };

/** One signed-in device (`GET /api/account/sessions`). */
export type AccountSession = {
  id: string;
  /** The session of this request. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The user agent summarised on the server (the page writes "Chrome sur Android"); null parts are unknown. */
  userAgent: DeviceSummary;
  /** Masked, e.g. "102.244.x.x"; null when unknown. */
  ipAddress: string | null;
};
export type AccountSessionsResponse = { sessions: AccountSession[] };

/** `DELETE /api/account`: the password confirms that the account holder is asking. */
export const ZDeleteAccountRequestSchema = z.object({
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequestSchema>;
