import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { storageObjects } from './storage';

/**
 * A patient's own details beyond identity (`user_profiles` holds names, phone, email, city, neighbourhood).
 * One row per patient, created on first save.
 */
export const patientProfiles = pgTable('patient_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  dateOfBirth: date('date_of_birth'),
  sex: text('sex'),
  bloodGroup: text('blood_group'),
  landmark: text('landmark'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactPhone: text('emergency_contact_phone'),
  emergencyContactRelation: text('emergency_contact_relation'),
  photoObjectId: uuid('photo_object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Allergies, chronic conditions and current treatments of a patient (kind = allergy | condition | treatment). */
export const healthEntries = pgTable(
  'health_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    note: text('note'),
    startedOn: date('started_on'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('health_entries_patient_kind_idx').on(table.patientId, table.kind)],
);

/** Documents of the medical record; the bytes live in the private `medical-documents` bucket. */
export const medicalDocuments = pgTable(
  'medical_documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    objectId: uuid('object_id')
      .notNull()
      .references(() => storageObjects.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    category: text('category'),
    documentDate: date('document_date').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('medical_documents_patient_date_idx').on(table.patientId, table.documentDate)],
);

/** Which channels (sms, whatsapp, email) a user wants for each kind of notification. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);
