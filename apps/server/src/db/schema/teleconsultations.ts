import type { CallState, MissedBy } from '@sante/shared/teleconsultation-constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './availability';

/**
 * The call of a teleconsultation booking (ADR 030), created when a participant first opens the room. Its state
 * moves only forward: `waiting` -> `in_progress` (the doctor admits) -> `ended` (the doctor ends); `missed` when
 * a side never came within 15 minutes of the start; `callback_requested` when the patient asks to be called.
 * Nothing of the audio or video is stored.
 */
export const teleconsultationCalls = pgTable(
  'teleconsultation_calls',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state').$type<CallState>().notNull().default('waiting'),
    patientJoinedAt: timestamp('patient_joined_at', { withTimezone: true }),
    doctorJoinedAt: timestamp('doctor_joined_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => user.id, { onDelete: 'set null' }),
    missedBy: text('missed_by').$type<MissedBy>(),
    callbackRequestedAt: timestamp('callback_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'teleconsultation_calls_state_check',
      sql`${table.state} in ('waiting', 'in_progress', 'ended', 'missed', 'callback_requested')`,
    ),
    check('teleconsultation_calls_missed_by_check', sql`${table.missedBy} in ('doctor', 'patient')`),
    index('teleconsultation_calls_state_idx').on(table.state),
  ],
);
