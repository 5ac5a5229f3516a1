import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** Durable job queue: claimed with FOR UPDATE SKIP LOCKED, retried with back-off, survives restarts. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_status_run_at_idx').on(table.status, table.runAt)],
);

export const OUTBOX_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** Delivery status: queued until a provider accepts it, then as the provider reports it (WhatsApp webhook). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every outgoing message (codes, links, notifications) and its delivery record. The recipient and params
 * stay here for the sender only: the staff list (features/messaging/list-deliveries.ts) never reads them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull().default('fr'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** The account notified (null for codes sent to a bare address) and what about (`NotificationKind`). */
    userId: uuid('user_id'),
    kind: text('kind'),
    attempts: integer('attempts').notNull().default(0),
    /** Short diagnostic of the last failure (provider error code, never the message text). */
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('outbox_messages_status_idx').on(table.status, table.createdAt),
    index('outbox_messages_channel_idx').on(table.channel, table.createdAt),
    uniqueIndex('outbox_messages_provider_message_id_key').on(table.providerMessageId),
  ],
);

export const DELIVERY_OUTCOMES = ['sent', 'failed'] as const;

/** One row per delivery attempt of an outbox message: outcome and provider error code, no message content. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    outcome: text('outcome', { enum: DELIVERY_OUTCOMES }).notNull(),
    errorCode: text('error_code'),
    providerMessageId: text('provider_message_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_attempts_message_idx').on(table.messageId, table.attempt)],
);
