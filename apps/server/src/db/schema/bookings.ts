import type { BookingStatus, TrackingStep } from '@sante/shared/booking-constants';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './availability';

/** Every transition of a booking (created, confirmed, tracking step, cancelled...): who, in which role, when. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the system (a payment confirmed by the provider). */
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    type: text('type').notNull(),
    /** The status after the transition. */
    status: text('status').$type<BookingStatus>(),
    step: text('step').$type<TrackingStep>(),
    /** `doctor_assigned`: the carer replaced (null when there was none) and the one who took over. */
    fromDoctorId: uuid('from_doctor_id').references(() => user.id, { onDelete: 'set null' }),
    toDoctorId: uuid('to_doctor_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.at)],
);
