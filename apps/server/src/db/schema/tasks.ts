import type { LabValue } from '@sante/shared/lab-result-constants';
import { TASK_KINDS, TASK_PRIORITIES, TASK_STATUSES } from '@sante/shared/task-constants';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { prescriptions } from './prescriptions';
import { storageObjects } from './storage';

/**
 * The team's tasks (ADR 039): written by staff, or by the platform for a lab result to review and a prescription
 * draft to sign (`focus_id`: the result or prescription; one open automatic task per focus).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TASK_KINDS }).notNull().default('manual'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('requested'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('routine'),
    patientId: uuid('patient_id').references(() => user.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    focusId: uuid('focus_id'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_owner_status_idx').on(table.ownerId, table.status, table.dueAt),
    index('tasks_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('tasks_open_focus_unique')
      .on(table.kind, table.focusId)
      .where(sql`${table.focusId} is not null and ${table.status} in ('requested', 'in_progress')`),
  ],
);

/**
 * A lab result uploaded by staff (ADR 039): structured values (`abnormal_count` of them out of range), an optional
 * PDF or photo (bucket `lab-results`), the reviewing doctor; the patient sees it once released or 48 h after upload.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => user.id, { onDelete: 'set null' }),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    labName: text('lab_name').notNull().default(''),
    collectedOn: date('collected_on'),
    values: jsonb('values').$type<LabValue[]>().notNull().default([]),
    abnormalCount: integer('abnormal_count').notNull().default(0),
    objectId: uuid('object_id').references(() => storageObjects.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('lab_results_patient_idx').on(table.patientId, table.createdAt),
    index('lab_results_doctor_idx').on(table.doctorId, table.releasedAt),
  ],
);
