import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceLine } from '@sante/shared/invoice-constants';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './availability';
import { payments } from './payments';
import { shopPharmacies } from './shop';
import { shopOrders } from './shop-orders';

/**
 * A numbered invoice (`FAC-2026-000123`): one per paid booking (`kind` booking), a custom invoice staff
 * create with a payment link (`kind` custom), or one per shop order (`kind` shop_order, ADR 043). `patientId` is null for a custom invoice addressed to someone
 * without an account. Amounts are integers in XAF. Only the SHA-256 of a payment link's token is stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => user.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totalXaf: integer('total_xaf').notNull(),
    currency: text('currency', { enum: ['XAF'] })
      .notNull()
      .default('XAF'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('unpaid'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('booking'),
    /** The doctor whose act is invoiced (earnings of /dashboard-medecin/factures); null when none. */
    doctorId: uuid('doctor_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Whom it is addressed to, as at issue: the patient's name (a booking's invoice, a custom one to a patient),
     * or the name staff typed for someone without an account. Shown on the PDF, the lists and the payment page.
     */
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    /** Custom invoices: why (shown to the payer; no health data). */
    note: text('note'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** hex SHA-256 of the payment link's token (the token itself is only in the link). */
    payTokenHash: text('pay_token_hash'),
    payLinkExpiresAt: timestamp('pay_link_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    /** The shop order it invoices (`kind` shop_order, ADR 043): one invoice per order. */
    shopOrderId: uuid('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    /** The platform's monthly commission statement to a partner pharmacy (`kind` pharmacy_commission, ADR 053): whom, which month (`2026-11`). */
    pharmacyId: uuid('pharmacy_id').references(() => shopPharmacies.id, { onDelete: 'set null' }),
    period: text('period'),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_year_sequence_unique').on(table.year, table.sequence),
    uniqueIndex('invoices_booking_unique').on(table.bookingId),
    index('invoices_patient_idx').on(table.patientId, table.issuedAt),
    index('invoices_year_idx').on(table.year, table.sequence),
    index('invoices_doctor_idx').on(table.doctorId, table.issuedAt),
    uniqueIndex('invoices_pay_token_unique').on(table.payTokenHash),
    uniqueIndex('invoices_shop_order_unique').on(table.shopOrderId),
    uniqueIndex('invoices_pharmacy_period_unique').on(table.pharmacyId, table.period),
  ],
);

/** The last number given per year: incremented in the transaction that inserts the invoice (no gap). */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * A credit note (`AV-2026-000001`, "avoir") cancelling a paid invoice whose payment was refunded: issued in the
 * transaction that records the refund, numbered in its own gapless yearly sequence (ADR 016, "Credit notes").
 * One per invoice. `patientId` is the invoice's (the patient reaches their own through it).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id').references(() => user.id, { onDelete: 'set null' }),
    amountXaf: integer('amount_xaf').notNull(),
    currency: text('currency', { enum: ['XAF'] })
      .notNull()
      .default('XAF'),
    /** How the money went back, as the staff member recorded it (a transfer's reference, "espèces"...). */
    refundNote: text('refund_note').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('credit_notes_number_unique').on(table.number),
    uniqueIndex('credit_notes_year_sequence_unique').on(table.year, table.sequence),
    uniqueIndex('credit_notes_invoice_unique').on(table.invoiceId),
    index('credit_notes_patient_idx').on(table.patientId),
  ],
);

/** The last credit-note number given per year (as `invoice_sequences`, a separate series). */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});
