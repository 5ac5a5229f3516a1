import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_FULFILMENTS,
  ORDER_STATUSES,
  type DeliveryZoneId,
  type OrderLineReview,
} from '@sante/shared/order-constants';
import type { PrescriptionClass, ProductKind } from '@sante/shared/shop-constants';
import { user } from './auth';
import { prescriptions } from './prescriptions';
import { shopPharmacies, shopProducts } from './shop';
import { storageObjects } from './storage';

/** The last order number given per year: `CMD-2026-000123`, gapless (taken in the order's transaction, ADR 038). */
export const shopOrderCounters = pgTable('shop_order_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A patient's order at one partner pharmacy (ADR 038): picked up there, or (health products only) delivered in a
 * zone. Amounts are whole FCFA computed by the server from the pharmacy's prices; `total = subtotal + delivery
 * fee`; `vat_xaf` is the VAT included (health products and the fee; medicines exempt); `commission_xaf` is the
 * platform's share, owed by the pharmacy (not added to the patient's total). Rates in basis points, as applied.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: text('number').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    fulfilment: text('fulfilment', { enum: ORDER_FULFILMENTS }).notNull(),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => shopPharmacies.id),
    deliveryZoneId: text('delivery_zone_id').$type<DeliveryZoneId>(),
    deliveryAddress: text('delivery_address'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    paymentChoice: text('payment_choice', { enum: ['mobile_money', 'cash_on_delivery'] }).notNull(),
    subtotalXaf: integer('subtotal_xaf').notNull(),
    deliveryFeeXaf: integer('delivery_fee_xaf').notNull(),
    totalXaf: integer('total_xaf').notNull(),
    vatXaf: integer('vat_xaf').notNull(),
    commissionXaf: integer('commission_xaf').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    commissionRateBp: integer('commission_rate_bp').notNull(),
    /** True while the order's quantities are taken off the pharmacy's stock (from awaiting payment until cancel/expiry). */
    stockHeld: boolean('stock_held').notNull().default(false),
    /** Until when the held stock waits for the payment. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** Six digits the patient shows at the counter or to the courier. */
    handoverCode: text('handover_code').notNull(),
    /** Until when the prescription step waits: the patient's prescription, then the pharmacist's review (ADR 042). */
    reviewBy: timestamp('review_by', { withTimezone: true }),
    /** The patient's signed prescription from a platform doctor (ADR 034), or ... */
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    /** ... the photo or PDF of a paper prescription (private bucket `order-prescriptions`). */
    prescriptionObjectId: uuid('prescription_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    /** The pharmacist who reviewed the prescription, their Ordre (ONPC) number as registered then, and when. */
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    pharmacistOrdreNumber: text('pharmacist_ordre_number'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The review substituted or refused a line: the patient accepts the new total before paying. */
    changedByReview: boolean('changed_by_review').notNull().default(false),
    changesAcceptedAt: timestamp('changes_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_number_key').on(table.number),
    index('shop_orders_patient_idx').on(table.patientId, table.createdAt),
    index('shop_orders_status_idx').on(table.status, table.createdAt),
    // A platform prescription serves one open order at a time (then it is dispensed at the hand-over).
    uniqueIndex('shop_orders_prescription_key')
      .on(table.prescriptionId)
      .where(sql`${table.status} not in ('cancelled', 'expired', 'refunded')`),
    check(
      'shop_orders_status_check',
      sql`${table.status} in ('awaiting_prescription', 'pharmacist_review', 'awaiting_payment', 'paid', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'cancelled', 'expired', 'refunded')`,
    ),
    check('shop_orders_fulfilment_check', sql`${table.fulfilment} in ('pickup', 'delivery')`),
    check(
      'shop_orders_amounts_check',
      sql`${table.subtotalXaf} >= 0 and ${table.deliveryFeeXaf} >= 0 and ${table.totalXaf} = ${table.subtotalXaf} + ${table.deliveryFeeXaf}`,
    ),
  ],
);

/** An order's line: the product as it was ordered (name, kind, class, pack) and the pharmacy's unit price then. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id),
    name: text('name').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    prescriptionClass: text('prescription_class').$type<PrescriptionClass>(),
    packSize: text('pack_size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceXaf: integer('unit_price_xaf').notNull(),
    /** The pharmacist's decision on a prescription-only line (ADR 042); null for a line that needs none. */
    review: text('review').$type<OrderLineReview>(),
    refusalReason: text('refusal_reason'),
    /** A substituted line keeps what the patient ordered (product, name, unit price) to show what changed. */
    orderedProductId: uuid('ordered_product_id').references(() => shopProducts.id),
    orderedName: text('ordered_name'),
    orderedUnitPriceXaf: integer('ordered_unit_price_xaf'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('shop_order_lines_quantity_check', sql`${table.quantity} > 0`),
    check(
      'shop_order_lines_review_check',
      sql`${table.review} is null or ${table.review} in ('pending', 'approved', 'substituted', 'refused')`,
    ),
  ],
);

/**
 * The staff members who are pharmacists (ADR 042): a staff account (any staff role) with its Ordre national des
 * pharmaciens number; only an active one may review an order's prescription, of their partner pharmacy's orders,
 * or of every pharmacy's when they are the platform's own (no pharmacy) (ADR 049).
 */
export const staffPharmacists = pgTable('staff_pharmacists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  ordreNumber: text('ordre_number').notNull(),
  pharmacyId: uuid('pharmacy_id').references(() => shopPharmacies.id),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every state an order entered, with who moved it and when (null actor: the system, e.g. expiry or a payment). */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_events_order_idx').on(table.orderId, table.at)],
);

/**
 * A prescription the pharmacist refused as a whole (illegible, expired, another patient...; ADR 053): the order went
 * back to `awaiting_prescription` on the same number and lines. Kept for the record (the refused photo or platform
 * prescription, the reason shown to the patient, the pharmacist's Ordre number); never served as the current one.
 */
export const shopOrderPrescriptionRefusals = pgTable(
  'shop_order_prescription_refusals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    prescriptionObjectId: uuid('prescription_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    refusedBy: uuid('refused_by').references(() => user.id, { onDelete: 'set null' }),
    pharmacistOrdreNumber: text('pharmacist_ordre_number').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_prescription_refusals_order_idx').on(table.orderId, table.refusedAt)],
);
