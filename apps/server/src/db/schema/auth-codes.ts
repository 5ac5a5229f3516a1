import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** `phone_change`: sent to a NEW number of a signed-in patient (never opens a session). */
export const CODE_PURPOSES = ['otp', 'recovery', 'phone_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes (6 digits) sent by SMS/WhatsApp/email: stored hashed, 10 minutes, 5 attempts. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** Normalised email (lowercase) or E.164 phone. */
    identifier: text('identifier').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_identifier_idx').on(table.identifier, table.purpose, table.createdAt)],
);

export const TOKEN_PURPOSES = ['recovery', 'invite'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use link tokens (password reset 1 h, invitation 7 days): only their SHA-256 is stored. */
export const actionTokens = pgTable(
  'action_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('action_tokens_user_idx').on(table.userId, table.purpose)],
);

export const MFA_FACTOR_STATUSES = ['unverified', 'verified'] as const;

/** TOTP factors (RFC 6238), any number per account; a verified one makes the password grant ask for a code. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    factorType: text('factor_type').notNull().default('totp'),
    secret: text('secret').notNull(),
    status: text('status', { enum: MFA_FACTOR_STATUSES }).notNull().default('unverified'),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    lastStep: integer('last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mfa_factors_user_idx').on(table.userId)],
);

/** A pending second step: a sign-in that answered `mfaRequired`, or a challenge of a signed-in user. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `signin`: completes any sign-in that answered `mfaRequired`; `step_up`: a signed-in user's challenge. */
    kind: text('kind', { enum: ['signin', 'step_up'] }).notNull(),
    portal: text('portal'),
    /** The session opened once the code is right may set a new password (a recovery code opened it). */
    recovery: boolean('recovery').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mfa_challenges_factor_idx').on(table.factorId)],
);

/**
 * A patient sign-up waiting for its phone code (ADR 022): the account is created only when the code sent to
 * the phone comes back, so the sign-up answer never tells whether a number is registered. Password and code
 * are stored hashed; a newer sign-up for the same phone replaces the older one.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** E.164 phone the code was sent to. */
    phone: text('phone').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_sign_ups_phone_idx').on(table.phone, table.createdAt)],
);

export const CONTACT_KINDS = ['email', 'phone'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * A change of an account's e-mail or phone (ADR 022): the previous contact got a one-time undo link (its
 * SHA-256 here, 7 days); a password reset does not go to a contact changed less than 24 h ago.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    previousValue: text('previous_value'),
    newValue: text('new_value'),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_changes_user_idx').on(table.userId, table.createdAt)],
);
