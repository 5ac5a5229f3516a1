import { sql } from 'drizzle-orm';
import { NOTE_STATUSES, type VitalSigns } from '@sante/shared/clinic-constants';
import type { ResultDetail } from '@sante/shared/clinical-scores/calculator-types';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './availability';

/**
 * A patient's explicit share of their record with a carer (issue #13 §1, ADR 031): a care relationship beyond the
 * window of the bookings, until the patient revokes it. One open share per patient and carer.
 */
export const recordShares = pgTable(
  'record_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('record_shares_open_unique')
      .on(table.patientId, table.carerId)
      .where(sql`${table.revokedAt} is null`),
    index('record_shares_carer_idx').on(table.carerId),
  ],
);

/**
 * « Accès d'urgence » (break-glass): a carer opened a record without a care relationship, for the reason typed,
 * until `expires_at`. Staff review each one; the patient sees it in their settings.
 */
export const emergencyAccesses = pgTable(
  'emergency_accesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('emergency_accesses_carer_patient_idx').on(table.carerId, table.patientId, table.expiresAt),
    index('emergency_accesses_patient_idx').on(table.patientId, table.openedAt),
    index('emergency_accesses_opened_idx').on(table.openedAt),
  ],
);

/**
 * The carer's note of one consultation (issue #13 §2, ADRs 031 and 039): motif, anamnèse, examen, constantes,
 * diagnostic (free text and an optional ICD-10 code), conduite à tenir, and `patient_summary`, what the patient
 * reads once shared (`shared_at`, set when the carer signs). A draft is edited; a signed note never is, it is
 * amended (`consultation_note_amendments`).
 */
export const consultationNotes = pgTable('consultation_notes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
  status: text('status', { enum: NOTE_STATUSES }).notNull().default('draft'),
  reason: text('reason').notNull().default(''),
  history: text('history').notNull().default(''),
  examination: text('examination').notNull().default(''),
  vitals: jsonb('vitals').$type<VitalSigns>().notNull().default({}),
  diagnosis: text('diagnosis').notNull().default(''),
  icd10Code: text('icd10_code'),
  plan: text('plan').notNull().default(''),
  patientSummary: text('patient_summary').notNull().default(''),
  sharedAt: timestamp('shared_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signedBy: uuid('signed_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An amendment of a signed note: what is added or corrected, why, by whom and when (never edited, audited). */
export const consultationNoteAmendments = pgTable(
  'consultation_note_amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => consultationNotes.bookingId, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_note_amendments_booking_idx').on(table.bookingId, table.createdAt)],
);

/**
 * A score saved into a patient's record from `/dashboard-medecin/calculs-scores` (ADR 050): the calculator, the inputs
 * as parsed, and the result the server computed from them with the shared calculator; by its author, never edited.
 */
export const scoreRecords = pgTable(
  'score_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    calculatorId: text('calculator_id').notNull(),
    inputs: jsonb('inputs').$type<Record<string, string | number | boolean | null>>().notNull(),
    value: doublePrecision('value'),
    decimals: integer('decimals').notNull(),
    unitKey: text('unit_key').notNull(),
    interpretationKey: text('interpretation_key').notNull(),
    severity: text('severity').notNull(),
    details: jsonb('details').$type<ResultDetail[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('score_records_patient_idx').on(table.patientId, table.createdAt)],
);
