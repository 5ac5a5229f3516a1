import type {
  CallFallback,
  CallState,
  ImmediateRequestStatus,
  MissedBy,
  VideoSide,
} from '@sante/shared/teleconsultation-constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { user } from './auth';
import { bookings } from './availability';
import { services } from './services';

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

/**
 * « Consultation immédiate » (ADR 041): a patient asks for the first doctor available now. The request goes to the
 * doctors on video duty and to staff; the first doctor who accepts takes it (a conditional update on `status =
 * 'open'`: one winner) and a video consultation is booked with them, to pay before the call; a job expires it
 * 10 minutes after (`expires_at`) if nobody accepted, and the patient is offered a slot or a call-back.
 */
export const immediateConsultations = pgTable(
  'immediate_consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    reason: text('reason'),
    status: text('status').$type<ImmediateRequestStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    doctorId: uuid('doctor_id').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    callbackRequestedAt: timestamp('callback_requested_at', { withTimezone: true }),
    /** Staff called the patient back (ADR 047): the request leaves the call-backs to handle. */
    callbackDoneAt: timestamp('callback_done_at', { withTimezone: true }),
    callbackDoneBy: uuid('callback_done_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('immediate_consultations_status_check', sql`${table.status} in ('open', 'accepted', 'expired')`),
    index('immediate_consultations_status_idx').on(table.status),
    // One open request per patient at a time.
    uniqueIndex('immediate_consultations_one_open_idx')
      .on(table.patientId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * What one participant's browser measured of a call (ADR 047), from its `getStats` readings: sent during the call
 * and once more on leaving, each time replacing the previous summary (one row per participant). Figures only:
 * round-trip time, loss, whether TURN relayed the media, the bytes sent and received, the fallbacks used.
 */
export const teleconsultationQualityReports = pgTable(
  'teleconsultation_quality_reports',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    side: text('side').$type<VideoSide>().notNull(),
    readings: integer('readings').notNull(),
    rttAvgMs: integer('rtt_avg_ms'),
    rttMaxMs: integer('rtt_max_ms'),
    /** Packets lost per thousand expected, over the call. */
    lossPermille: integer('loss_permille').notNull(),
    relayed: boolean('relayed').notNull(),
    bytesSent: bigint('bytes_sent', { mode: 'number' }).notNull(),
    bytesReceived: bigint('bytes_received', { mode: 'number' }).notNull(),
    fallbacks: text('fallbacks').array().$type<CallFallback[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.userId] }),
    check('teleconsultation_quality_reports_side_check', sql`${table.side} in ('patient', 'doctor')`),
  ],
);

/**
 * The third participant of a video call (ADR 052): an interpreter or a relative the doctor invites by phone or
 * e-mail. The link sent through the outbox is single-use and short-lived (`link_hash`, `link_expires_at`); opening
 * it gives the guest's browser a room key (`room_key_hash`) valid for this consultation only, until the doctor
 * removes them (`removed_at`) or the call is over. Only hashes are stored.
 */
export const teleconsultationGuests = pgTable(
  'teleconsultation_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'interpreter' | 'relative'>().notNull(),
    name: text('name').notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'whatsapp'>().notNull(),
    contact: text('contact').notNull(),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    roomKeyHash: text('room_key_hash'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('teleconsultation_guests_kind_check', sql`${table.kind} in ('interpreter', 'relative')`),
    check('teleconsultation_guests_channel_check', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    uniqueIndex('teleconsultation_guests_link_hash_idx').on(table.linkHash),
    uniqueIndex('teleconsultation_guests_room_key_hash_idx').on(table.roomKeyHash),
    index('teleconsultation_guests_booking_idx').on(table.bookingId),
  ],
);
