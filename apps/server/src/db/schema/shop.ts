import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceCity } from '@sante/shared/constants';
import type { PrescriptionClass, ProductKind, WeeklyHours } from '@sante/shared/shop-constants';

/** The shop's categories (ADR 035): data, named in French and English by staff. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stable key (seed, links in messages); never shown. */
    slug: text('slug').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_categories_slug_key').on(table.slug)],
);

/**
 * A product of the shop: a health product (sold) or a medicine (information and availability only). A medicine
 * always has its DCI, form, strength, AMM number and class: the check makes "a medicine without AMM" impossible.
 * `search_words` is written by the application from the name, brand and DCI (ADR 035).
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => shopCategories.id),
    name: text('name').notNull(),
    brand: text('brand'),
    description: text('description').notNull(),
    /** Indicative price, XAF (whole francs). */
    priceXaf: integer('price_xaf').notNull(),
    packSize: text('pack_size').notNull(),
    imageUrl: text('image_url'),
    dci: text('dci'),
    form: text('form'),
    strength: text('strength'),
    ammNumber: text('amm_number'),
    prescriptionClass: text('prescription_class').$type<PrescriptionClass>(),
    coldChain: boolean('cold_chain').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The folded words of the name, brand and DCI; a trigger adds new ones to `shop_search_words`. */
    searchWords: text('search_words').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('shop_products_slug_key').on(table.slug),
    index('shop_products_category_idx').on(table.categoryId, table.name),
    index('shop_products_search_words_idx').using('gin', table.searchWords),
    check('shop_products_kind_check', sql`${table.kind} in ('health_product', 'medicine')`),
    check('shop_products_price_check', sql`${table.priceXaf} >= 0`),
    check(
      'shop_products_medicine_check',
      sql`${table.kind} <> 'medicine' or (${table.dci} is not null and ${table.form} is not null and ${table.strength} is not null and ${table.prescriptionClass} in ('otc', 'rx') and coalesce(btrim(${table.ammNumber}), '') <> '')`,
    ),
  ],
);

/**
 * The search's vocabulary (ADR 035): every word of every product with its trigrams, filled by the trigger
 * `shop_products_index_words` (migration 0024). A query word is matched here (substring or shared trigrams), a
 * few thousand rows, then the products through the GIN index on `search_words`.
 */
export const shopSearchWords = pgTable('shop_search_words', {
  word: text('word').primaryKey(),
  trigrams: text('trigrams').array().notNull(),
});

/** A licensed partner officine (ADR 035). */
export const shopPharmacies = pgTable(
  'shop_pharmacies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Registration at the Ordre national des pharmaciens du Cameroun. */
    ordreNumber: text('ordre_number').notNull(),
    city: text('city').$type<ServiceCity>().notNull(),
    quartier: text('quartier').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    /** Monday first, seven entries, Africa/Douala times. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_pharmacies_slug_key').on(table.slug), index('shop_pharmacies_city_idx').on(table.city)],
);

/** The nights a pharmacy is "de garde" (the Ordre's rota), as date ranges (Africa/Douala, both ends included). */
export const shopPharmacyDuties = pgTable(
  'shop_pharmacy_duties',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => shopPharmacies.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (table) => [
    uniqueIndex('shop_pharmacy_duties_pharmacy_start_key').on(table.pharmacyId, table.startsOn),
    index('shop_pharmacy_duties_dates_idx').on(table.startsOn, table.endsOn),
    check('shop_pharmacy_duties_dates_check', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

/** A pharmacy's price and stock of a product, set by staff (or the pharmacy). */
export const shopPharmacyStock = pgTable(
  'shop_pharmacy_stock',
  {
    pharmacyId: uuid('pharmacy_id')
      .notNull()
      .references(() => shopPharmacies.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    priceXaf: integer('price_xaf').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pharmacyId, table.productId] }),
    index('shop_pharmacy_stock_product_idx').on(table.productId, table.quantity),
    check('shop_pharmacy_stock_price_check', sql`${table.priceXaf} >= 0`),
    check('shop_pharmacy_stock_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
