import {
  PAYABLE_TYPES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_REFUND_REASONS,
  PAYMENT_STATUSES,
  type PaymentNextAction,
} from '@sante/shared/payment-constants';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One payment attempt for a payable (a booking, an invoice). Amounts are integers in XAF. `idempotencyScope`
 * is the payer's id (or `payable:<id>` when nobody is signed in): the same key in one scope is the same attempt.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    payableType: text('payable_type', { enum: PAYABLE_TYPES }).notNull(),
    payableId: uuid('payable_id').notNull(),
    payerId: uuid('payer_id').references(() => user.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['XAF'] })
      .notNull()
      .default('XAF'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** E.164 mobile-money number; null for cash. */
    phone: text('phone'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    /** What the provider asked the payer to do (the first answer, returned again to a retry). */
    nextAction: jsonb('next_action').$type<PaymentNextAction>(),
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    failureCode: text('failure_code'),
    /**
     * Set on a success that did not settle its payable (`duplicate_payment`: another payment had): staff owe
     * it back. Kept after the refund, as history.
     */
    refundReason: text('refund_reason', { enum: PAYMENT_REFUND_REASONS }),
    /** When the provider answered the initiation (null while the first request is still talking to it). */
    initiatedAt: timestamp('initiated_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_reference_idx').on(table.provider, table.providerReference),
    uniqueIndex('payments_idempotency_idx').on(table.idempotencyScope, table.idempotencyKey),
    index('payments_payable_idx').on(table.payableType, table.payableId),
    index('payments_payer_idx').on(table.payerId, table.createdAt),
    index('payments_status_idx').on(table.status, table.createdAt),
    // The dashboard's figures (migrations 0044, 0045): a booking's success, the payments owed back.
    index('payments_booking_succeeded_idx')
      .on(table.payableId, table.refundReason)
      .where(sql`${table.payableType} = 'booking' and ${table.status} = 'succeeded'`),
    index('payments_refund_due_idx')
      .on(table.id)
      .where(sql`${table.status} = 'succeeded' and ${table.refundReason} is not null`),
  ],
);

/**
 * The one payment that settled each payable (ADR 020): the primary key makes a second settlement impossible,
 * whatever the code does. Written in the transaction that marks the payment succeeded, by an insert that waits
 * for a concurrent one and then does nothing: of two successes racing, exactly one settles.
 */
export const payableSettlements = pgTable(
  'payable_settlements',
  {
    payableType: text('payable_type', { enum: PAYABLE_TYPES }).notNull(),
    payableId: uuid('payable_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique('payable_settlements_payment_idx')
      .references(() => payments.id),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The settling payment's amount (XAF), copied when it settles: the revenue is read from this table alone. */
    amount: integer('amount').notNull(),
    /** When staff recorded the settling payment's refund (in that transaction): no longer revenue. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.payableType, table.payableId] }),
    // The dashboard's revenue of the day and the month (migration 0045): an index-only sum over a time range.
    index('payable_settlements_revenue_idx')
      .on(table.settledAt, table.amount)
      .where(sql`${table.refundedAt} is null`),
  ],
);

/** Webhook events already processed: the primary key makes a replayed event a no-op. Ids and statuses only. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    /** The status the event claimed (a hint: the provider's status endpoint decides). */
    status: text('status'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerEventId] })],
);

export const SANDBOX_STATUSES = ['pending', 'complete', 'declined'] as const;

/** The demo provider's own ledger: what its status endpoint answers (the payer decides on the sandbox page). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: SANDBOX_STATUSES }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
