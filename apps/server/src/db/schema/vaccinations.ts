import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** People a patient looks after (their children): their vaccination card lives in the patient's account. */
export const dependents = pgTable(
  'dependents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth').notNull(),
    sex: text('sex'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('dependents_guardian_idx').on(table.guardianId)],
);

/** A vaccine dose given, for the account holder (`dependentId` null) or one of their dependents. */
export const vaccinationDoses = pgTable(
  'vaccination_doses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dependentId: uuid('dependent_id').references(() => dependents.id, { onDelete: 'cascade' }),
    vaccineCode: text('vaccine_code').notNull(),
    doseNumber: integer('dose_number').notNull(),
    givenOn: date('given_on').notNull(),
    place: text('place'),
    batchNumber: text('batch_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('vaccination_doses_patient_idx').on(table.patientId, table.dependentId),
    /** One record per person, vaccine and dose (the account holder's own doses have a null dependent). */
    unique('vaccination_doses_person_dose_key')
      .on(table.patientId, table.dependentId, table.vaccineCode, table.doseNumber)
      .nullsNotDistinct(),
  ],
);
