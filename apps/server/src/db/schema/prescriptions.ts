import type { ExamRequest, MedicineLine, Prescriber, PrescriptionStatus } from '@sante/shared/prescription-constants';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bookings } from './availability';
import { storageObjects } from './storage';

/**
 * A prescription of one consultation (issue #13 §2, ADR 034): written as a draft by the booking's doctor, then
 * signed, never edited again. `prescriber` and `stamp_object_id` freeze what the PDF prints at signing; a pharmacy
 * marks it dispensed once (`dispensed_*`).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<PrescriptionStatus>().notNull().default('draft'),
    medicines: jsonb('medicines').$type<MedicineLine[]>().notNull().default([]),
    exams: jsonb('exams').$type<ExamRequest[]>().notNull().default([]),
    patientWeightKg: doublePrecision('patient_weight_kg'),
    prescriber: jsonb('prescriber').$type<Prescriber>(),
    stampObjectId: uuid('stamp_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    dispensedAt: timestamp('dispensed_at', { withTimezone: true }),
    dispensedPharmacy: text('dispensed_pharmacy'),
    dispensedPharmacistLicence: text('dispensed_pharmacist_licence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('prescriptions_booking_unique').on(table.bookingId),
    index('prescriptions_patient_idx').on(table.patientId, table.signedAt),
    check('prescriptions_status_check', sql`${table.status} in ('draft', 'signed')`),
    check(
      'prescriptions_signed_check',
      sql`(${table.status} = 'signed') = (${table.signedAt} is not null and ${table.prescriber} is not null)`,
    ),
    check('prescriptions_dispensed_check', sql`${table.dispensedAt} is null or ${table.status} = 'signed'`),
  ],
);
