import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClockEventKind, ClockOutcome, ReviewDecision } from '@sante/shared/clock-constants';
import { user } from './auth';
import { bookings } from './availability';

/**
 * A carer's clock-in or out of a shift, or check-in or out at a home visit (ADR 036): the server's time and the
 * phone's, the position and its accuracy, the site it was compared with, the distance and the outcome. A visit's
 * check-in and check-out are its electronic visit verification (service, patient, date, place, carer, start, end).
 * Never deleted by staff: a review approves it or corrects its time, with a reason.
 */
export const clockEvents = pgTable(
  'clock_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The phone's id of the event: a retry from the offline queue finds the first one. */
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<ClockEventKind>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    serverAt: timestamp('server_at', { withTimezone: true }).notNull().defaultNow(),
    deviceAt: timestamp('device_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: doublePrecision('accuracy_m'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    siteLatitude: doublePrecision('site_latitude'),
    siteLongitude: doublePrecision('site_longitude'),
    distanceM: integer('distance_m'),
    outcome: text('outcome').$type<ClockOutcome>().notNull(),
    /** Queued on the phone and sent later (« envoyé plus tard »). */
    offline: boolean('offline').notNull().default(false),
    /** `app`: from the carer's phone; `staff`: a missing clock-out written by staff. */
    method: text('method').$type<'app' | 'staff'>().notNull().default('app'),
    reviewDecision: text('review_decision').$type<ReviewDecision>(),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The time staff set (counts instead of the phone's). */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('clock_events_client_unique').on(table.carerId, table.clientId),
    index('clock_events_carer_device_idx').on(table.carerId, table.deviceAt),
    index('clock_events_device_idx').on(table.deviceAt),
    index('clock_events_booking_idx').on(table.bookingId),
    check('clock_events_kind_check', sql`${table.kind} in ('shift_in', 'shift_out', 'visit_start', 'visit_end')`),
    check(
      'clock_events_booking_check',
      sql`(${table.kind} in ('visit_start', 'visit_end')) = (${table.bookingId} is not null)`,
    ),
  ],
);
