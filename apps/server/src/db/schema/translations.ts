import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@sante/shared/constants';
import { user } from './auth';

/**
 * A translation changed by a reviewer (ADR 040): served to the app over the bundled catalogues, without a rebuild.
 * One row per language, namespace (catalogue file) and key.
 */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<Language>().notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('translation_overrides_key_unique').on(table.language, table.namespace, table.key)],
);
