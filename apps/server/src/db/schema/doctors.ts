import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SuspensionReason } from '@sante/shared/carer-schemas';
import type { CarerSex, CarerStatus, Profession, Specialty } from '@sante/shared/doctor-constants';
import { user } from './auth';
import { bookings } from './availability';
import { storageObjects } from './storage';

/** A doctor's or nurse's professional profile (completed by them after an admin created the account). */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    profession: text('profession').$type<Profession>().notNull(),
    /** For the title patients read (« Infirmière Rose Ngo Nyemb », « Infirmier Paul … »); null until given. */
    sex: text('sex').$type<CarerSex>(),
    specialty: text('specialty').$type<Specialty>().notNull(),
    licenceNumber: text('licence_number').notNull(),
    city: text('city').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    bio: text('bio'),
    /** What the doctor charges for a consultation, XAF. The directory lists only profiles with a fee and a position. */
    consultationFeeXaf: integer('consultation_fee_xaf'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    homeVisitRadiusKm: integer('home_visit_radius_km'),
    /**
     * Onboarding (ADR 032): only `active` carers are listed and bookable. Every code path that creates a profile
     * sets it (staff and self-created profiles start `pending_verification`); the column default keeps the
     * carers that existed before it, and the tests' direct inserts, active.
     */
    status: text('status').$type<CarerStatus>().notNull().default('active'),
    /** The health facility the carer practises in or is attached to (prescriptions' header, ONMC format). */
    facility: text('facility'),
    /** Where the carer practises, printed on prescriptions (July-2024 format); the carer writes it (ADR 034). */
    professionalAddress: text('professional_address'),
    /** The stamp/signature image printed on prescriptions (bucket `carer-stamps`); each upload is a new object. */
    stampObjectId: uuid('stamp_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    /**
     * The mobile-money number (E.164, +237…) the carer's share is paid to (ADR 045): only the carer writes it;
     * staff read it where they pay the earnings.
     */
    payoutPhone: text('payout_phone'),
    /** Neighbourhoods the carer visits (« Akwa, Bonapriso, Bonanjo »), as staff wrote them. */
    zone: text('zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('doctor_profiles_city_specialty_idx').on(table.city, table.specialty),
    check('doctor_profiles_sex_check', sql`${table.sex} in ('female', 'male')`),
    check('doctor_profiles_status_check', sql`${table.status} in ('pending_verification', 'active', 'suspended')`),
  ],
);

/**
 * Each suspension of a carer (ADR 051): the reason's kind, staff's internal note, who suspended and when, and who
 * lifted it and when (null while it lasts). At most one open suspension per carer.
 */
export const carerSuspensions = pgTable(
  'carer_suspensions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<SuspensionReason>().notNull(),
    note: text('note').notNull().default(''),
    suspendedBy: uuid('suspended_by').references(() => user.id, { onDelete: 'set null' }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: uuid('lifted_by').references(() => user.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [
    index('carer_suspensions_carer_idx').on(table.carerId, table.suspendedAt),
    uniqueIndex('carer_suspensions_open_unique')
      .on(table.carerId)
      .where(sql`${table.liftedAt} is null`),
  ],
);

/**
 * A patient's rating of a doctor (1 to 5 stars). Filled by completed visits (the booking id comes with them);
 * the directory computes the average and count in its query, nothing is stored on the profile.
 */
export const doctorReviews = pgTable(
  'doctor_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The completed visit rated: one review per booking. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('doctor_reviews_doctor_idx').on(table.doctorId),
    uniqueIndex('doctor_reviews_booking_unique').on(table.bookingId),
    check('doctor_reviews_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);
