import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrackingReason } from '@sante/shared/tracking-constants';
import { user } from './auth';

/**
 * A carer's position sent by their phone while tracking is on (ADR 040): clocked in on a shift, or on the way to a
 * home visit. Personal data: kept 30 days (`tracking.purge_positions`), never recorded off shift.
 */
export const carerPositions = pgTable(
  'carer_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    /** When the phone took the fix. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why tracking was on: `shift` or `en_route`. */
    reason: text('reason').$type<TrackingReason>().notNull(),
  },
  (table) => [
    index('carer_positions_carer_taken_idx').on(table.carerId, table.takenAt),
    index('carer_positions_received_idx').on(table.receivedAt),
  ],
);
