import type { AttachmentKind, ConversationKind, ConversationStatus } from '@sante/shared/conversation-constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { medicalDocuments } from './patients';
import { storageObjects } from './storage';
import { dependents } from './vaccinations';

/** Stands for « the account holder » in the unique keys, where a null subject would never collide (ADR 048). */
const HOLDER = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * A thread bound to a patient (ADR 028): `patient_carer` (patient + the carer of one of their bookings),
 * `patient_team` (patient + staff), `team_doctor` (staff + a doctor, internal: `patient_id` null). `last_seq` is
 * the sequence of its last message: taken under the row's lock, so sequences have no gaps.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    patientId: uuid('patient_id').references(() => user.id, { onDelete: 'cascade' }),
    /**
     * The patient's dependant the thread is about (a child of the vaccination card), null for the account holder
     * (ADR 048). The account holder writes and reads it: access is the patient's. Restrict: a thread is never
     * deleted, so a dependant who has one stays.
     */
    dependentId: uuid('dependent_id').references(() => dependents.id, { onDelete: 'restrict' }),
    /** The doctor or nurse (`patient_carer`, `team_doctor`). */
    carerId: uuid('carer_id').references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    /** Staff member handling a team conversation; null = the shared inbox. */
    assignedTo: uuid('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('conversations_kind_check', sql`${table.kind} in ('patient_carer', 'patient_team', 'team_doctor')`),
    check('conversations_status_check', sql`${table.status} in ('open', 'closed')`),
    check(
      'conversations_parties_check',
      sql`(${table.kind} = 'patient_carer' and ${table.patientId} is not null and ${table.carerId} is not null)
        or (${table.kind} = 'patient_team' and ${table.patientId} is not null and ${table.carerId} is null)
        or (${table.kind} = 'team_doctor' and ${table.patientId} is null and ${table.carerId} is not null)`,
    ),
    check('conversations_dependent_check', sql`${table.dependentId} is null or ${table.patientId} is not null`),
    uniqueIndex('conversations_patient_carer_unique')
      .on(table.patientId, table.carerId, sql`coalesce(${table.dependentId}, ${HOLDER})`)
      .where(sql`${table.kind} = 'patient_carer'`),
    uniqueIndex('conversations_patient_team_unique')
      .on(table.patientId, sql`coalesce(${table.dependentId}, ${HOLDER})`)
      .where(sql`${table.kind} = 'patient_team'`),
    uniqueIndex('conversations_team_doctor_unique')
      .on(table.carerId)
      .where(sql`${table.kind} = 'team_doctor'`),
    index('conversations_carer_idx').on(table.carerId),
    index('conversations_last_message_idx').on(table.lastMessageAt),
  ],
);

/** Messages are never deleted: a retraction keeps the row (and its text, for the record) with `retracted_at`. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The browser's UUID: a retry with the same one returns this row. */
    clientId: uuid('client_id').notNull(),
    senderId: uuid('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversation_messages_seq_unique').on(table.conversationId, table.seq),
    uniqueIndex('conversation_messages_client_unique').on(table.conversationId, table.clientId),
  ],
);

/** Per participant watermarks (Matrix receipts): received up to, read up to. Never a row per message per reader. */
export const conversationReceipts = pgTable(
  'conversation_receipts',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    readSeq: integer('read_seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);

/** When a person's last socket closed (« vu pour la dernière fois à … »). */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * What a message carries (ADR 033): one object of the private `conversation-attachments` bucket per message.
 * `filed_document_id` is the medical-record document it was filed as (« Classer dans le dossier »): filing again
 * answers that one; when the patient deletes the document, the attachment can be filed again.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    objectId: uuid('object_id')
      .notNull()
      .references(() => storageObjects.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    name: text('name'),
    durationMs: integer('duration_ms'),
    filedDocumentId: uuid('filed_document_id').references(() => medicalDocuments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversation_attachments_kind_check', sql`${table.kind} in ('photo', 'document', 'voice')`),
    uniqueIndex('conversation_attachments_message_unique').on(table.messageId),
    index('conversation_attachments_conversation_idx').on(table.conversationId),
  ],
);
