import type {
  ProtocolKind,
  ProtocolValidation,
  ProtocolVersionStatus,
  TProtocolDrug,
} from '@sante/shared/protocol-schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A medical protocol (ADR 037) or a procedure of the manual (ADR 045): only an identity and its kind; its content is
 * in its versions.
 */
export const medicalProtocols = pgTable(
  'medical_protocols',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ProtocolKind>().notNull().default('protocol'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('medical_protocols_kind_check', sql`${table.kind} in ('protocol', 'procedure')`)],
);

/**
 * One version of a protocol: a draft (edited by staff) or published (never changed again: a change is a new
 * version). Doctors read the latest published version. At most one draft per protocol.
 */
export const medicalProtocolVersions = pgTable(
  'medical_protocol_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protocolId: uuid('protocol_id')
      .notNull()
      .references(() => medicalProtocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<ProtocolVersionStatus>().notNull().default('draft'),
    condition: text('condition').notNull(),
    population: text('population').notNull(),
    sourceCitation: text('source_citation').notNull(),
    sourceDate: date('source_date').notNull(),
    reviewer: text('reviewer').notNull(),
    nextReviewDate: date('next_review_date').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    drugs: jsonb('drugs').$type<TProtocolDrug[]>().notNull(),
    referralCriteria: jsonb('referral_criteria').$type<string[]>().notNull(),
    redFlags: jsonb('red_flags').$type<string[]>().notNull(),
    validation: text('validation').$type<ProtocolValidation>().notNull().default('pending'),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    publishedBy: uuid('published_by').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('medical_protocol_versions_number_unique').on(table.protocolId, table.version),
    uniqueIndex('medical_protocol_versions_one_draft')
      .on(table.protocolId)
      .where(sql`${table.status} = 'draft'`),
    index('medical_protocol_versions_published_idx').on(table.status, table.protocolId, table.version),
    check('medical_protocol_versions_status_check', sql`${table.status} in ('draft', 'published')`),
    check('medical_protocol_versions_validation_check', sql`${table.validation} in ('pending', 'validated')`),
    check(
      'medical_protocol_versions_published_at_check',
      sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`,
    ),
  ],
);

/** A carer's « lu et compris » of one published version of a procedure (ADR 045): once per carer and version. */
export const procedureAcknowledgements = pgTable(
  'procedure_acknowledgements',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => medicalProtocolVersions.id, { onDelete: 'cascade' }),
    carerId: uuid('carer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('procedure_acknowledgements_unique').on(table.versionId, table.carerId),
    index('procedure_acknowledgements_carer_idx').on(table.carerId),
  ],
);
