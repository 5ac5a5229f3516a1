import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ServiceKind } from '@sante/shared/catalogue-constants';

/** The catalogue: what a patient can book, its price in XAF and its estimated duration. Managed by staff. */
export const services = pgTable(
  'services',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    kind: text('kind').$type<ServiceKind>().notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    priceXaf: integer('price_xaf').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('services_code_key').on(table.code),
    index('services_active_sort_idx').on(table.active, table.sortOrder),
  ],
);
