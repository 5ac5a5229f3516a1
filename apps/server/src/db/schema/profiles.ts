import type { AccountSuspensionReason } from '@sante/shared/account-status-schemas';
import { ACCOUNT_STATUSES } from '@sante/shared/auth-schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One row per account: the role as the product sees it, the status and the person's identity. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    city: text('city'),
    neighbourhood: text('neighbourhood'),
    /** Language of the messages sent to the person (`Language`); null means French. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('user_profiles_phone_key').on(table.phone),
    uniqueIndex('user_profiles_email_key').on(table.email),
    index('user_profiles_role_idx').on(table.role),
  ],
);

/** Staff granted by email (section 6): looked up by email where active. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('admin_users_email_key').on(table.email),
    index('admin_users_email_active_idx').on(table.email, table.active),
  ],
);

/** Extra roles per user (section 6), consulted after `admin_users`. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_roles_user_role_key').on(table.userId, table.role)],
);

/**
 * Suspensions of an account (patient or staff; ADR 054): its reason, staff's internal note, who suspended and when,
 * who reactivated and when. One open suspension per account. A carer's listing has its own (`carer_suspensions`).
 */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<AccountSuspensionReason>().notNull(),
    note: text('note').notNull().default(''),
    suspendedBy: uuid('suspended_by').references(() => user.id, { onDelete: 'set null' }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: uuid('lifted_by').references(() => user.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [
    index('account_suspensions_user_idx').on(table.userId, table.suspendedAt),
    uniqueIndex('account_suspensions_open_unique')
      .on(table.userId)
      .where(sql`${table.liftedAt} is null`),
  ],
);
