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
import { ORDER_FULFILMENTS, ORDER_STATUSES, type DeliveryZoneId } from '@sante/shared/order-constants';
import type { PrescriptionClass, ProductKind } from '@sante/shared/shop-constants';
import { user } from './auth';
import { shopPharmacies, shopProducts } from './shop';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_number_key').on(table.number),
    index('shop_orders_patient_idx').on(table.patientId, table.createdAt),
    index('shop_orders_status_idx').on(table.status, table.createdAt),
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
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('shop_order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

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
