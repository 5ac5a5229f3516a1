/**
 * Delivery statuses and channels of outgoing messages, without zod (the staff screens import them at first
 * load); the request schemas are in `messaging-schemas.ts`.
 */

/** queued until a provider accepts the message, then as the provider reports it. */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The languages a test message can be written in (the texts of `test_message`). */
export const TEST_MESSAGE_LANGUAGES = ['fr', 'en'] as const;
export type TestMessageLanguage = (typeof TEST_MESSAGE_LANGUAGES)[number];

/** One delivery as staff see it (`GET /api/admin/deliveries`): no recipient, no text. */
export type DeliveryView = {
  id: string;
  channel: DeliveryChannel;
  template: string;
  kind: string | null;
  status: DeliveryStatus;
  attempts: number;
  providerMessageId: string | null;
  lastErrorCode: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
};

/** Answer of `POST /api/admin/test-email` and `/api/admin/test-whatsapp`. */
export type TestMessageResponse = {
  delivery: DeliveryView;
  /** False when no provider is configured for the channel: the message went to the server log (demo mode). */
  providerConfigured: boolean;
};

/** Answer of `GET /api/admin/messaging/channels`: which channels reach a real provider (false = server log). */
export type MessagingChannelsResponse = { channels: Record<DeliveryChannel, boolean> };
