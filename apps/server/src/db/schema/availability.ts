import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExceptionKind, VisitKind } from '@sante/shared/availability-constants';
import type {
  BookingAddress,
  BookingPaymentChoice,
  BookingStatus,
  TrackingStep,
} from '@sante/shared/booking-constants';
import { user } from './auth';
import { services } from './services';
import { storageObjects } from './storage';
import { dependents } from './vaccinations';

/**
 * A doctor's weekly hours for one kind of visit: weekday 1 (Monday) to 7 (Sunday), local Douala times
 * (WAT, no daylight saving time). Slots are cut from `start_time` with the length the doctor chose for the kind.
 */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    visitKind: text('visit_kind').$type<VisitKind>().notNull(),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (table) => [
    index('availability_rules_doctor_idx').on(table.doctorId),
    check('availability_rules_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('availability_rules_range_check', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/**
 * Leave (blocks every kind of visit; whole days when the times are null) or extra hours (adds hours for one
 * kind of visit) over an inclusive range of local dates; the times apply to each day of the range.
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExceptionKind>().notNull(),
    visitKind: text('visit_kind').$type<VisitKind>(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (table) => [
    index('availability_exceptions_doctor_dates_idx').on(table.doctorId, table.endDate),
    check('availability_exceptions_dates_check', sql`${table.startDate} <= ${table.endDate}`),
    check(
      'availability_exceptions_times_check',
      sql`(${table.startTime} is null and ${table.endTime} is null) or ${table.startTime} < ${table.endTime}`,
    ),
    check(
      'availability_exceptions_extra_hours_check',
      sql`${table.kind} <> 'extra_hours' or (${table.visitKind} is not null and ${table.startTime} is not null)`,
    ),
  ],
);

/** Per-doctor settings of the slots: travel buffer around home visits and slot length per kind of visit. */
export const availabilitySettings = pgTable('availability_settings', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(30),
  homeVisitSlotMinutes: integer('home_visit_slot_minutes').notNull().default(60),
  cabinetSlotMinutes: integer('cabinet_slot_minutes').notNull().default(30),
  teleconsultationSlotMinutes: integer('teleconsultation_slot_minutes').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * The minimal booking the free-slot computation needs; the booking flow extends it. The partial unique
 * index makes "one booking per slot" hold whatever the race: a second pending/confirmed booking of the same
 * doctor at the same start fails to insert.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    visitKind: text('visit_kind').$type<VisitKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The booking flow (features/bookings, ADR 015). Nullable for the rows written before it.
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'restrict' }),
    /** Price from the catalogue at booking time, in XAF. */
    priceXaf: integer('price_xaf'),
    /** Human reference (`SAD-7K3M9Q`), unique. */
    reference: text('reference'),
    /** Home visits only: where the doctor goes. */
    address: jsonb('address').$type<BookingAddress>(),
    /** Why the patient books (optional, written by the patient; shown to the carer on the visit card). */
    reason: text('reason'),
    /** « Pour un proche »: the dependant (of the patient's vaccination calendar) the visit is for; null: the patient. */
    dependentId: uuid('dependent_id').references(() => dependents.id, { onDelete: 'set null' }),
    /** The photo of an existing prescription the patient joined (private bucket `booking-prescriptions`, ADR 058). */
    prescriptionObjectId: uuid('prescription_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    paymentChoice: text('payment_choice').$type<BookingPaymentChoice>(),
    trackingStep: text('tracking_step').$type<TrackingStep>(),
    /** The patient's key: a retried request returns the first booking. */
    idempotencyKey: text('idempotency_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when one of its payments has succeeded (the earliest success still standing); null while none has, or
     * once each success is refunded. Written by the payment code in the transaction that settles or refunds
     * (`refreshBookingPaid`, ADR 062): the unpaid holds and the dashboard read it instead of the payments.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bookings_reference_unique').on(table.reference),
    uniqueIndex('bookings_patient_idempotency_unique').on(table.patientId, table.idempotencyKey),
    index('bookings_starts_idx').on(table.startsAt),
    uniqueIndex('bookings_doctor_slot_unique')
      .on(table.doctorId, table.startsAt)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
    index('bookings_doctor_starts_idx').on(table.doctorId, table.startsAt),
    index('bookings_patient_idx').on(table.patientId),
    // Slot holds by start (migration 0044), and the dashboard's unpaid upcoming holds and cancelled bookings still
    // paid, refunds due (migration 0045).
    index('bookings_holding_starts_idx')
      .on(table.startsAt, table.id)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
    index('bookings_unpaid_holds_idx')
      .on(table.startsAt)
      .where(sql`${table.status} in ('pending', 'confirmed') and ${table.paidAt} is null`),
    index('bookings_cancelled_paid_idx')
      .on(table.id)
      .where(sql`${table.status} = 'cancelled' and ${table.paidAt} is not null`),
    check('bookings_range_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
