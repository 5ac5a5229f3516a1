import { sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userProfiles } from '../db/schema/profiles';

/**
 * What the account and carer suspensions (ADR 054) share: the staff members who suspended and lifted, joined by
 * these aliases and read by name, and the answer's dates.
 */
export const suspender = alias(userProfiles, 'suspender');
export const lifter = alias(userProfiles, 'lifter');

export const staffName = (profile: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${profile.firstName} || ' ' || ${profile.lastName}), '')`;

export function suspensionDates<T extends { suspendedAt: Date; liftedAt: Date | null }>(
  row: T,
): Omit<T, 'suspendedAt' | 'liftedAt'> & { suspendedAt: string; liftedAt: string | null } {
  return { ...row, suspendedAt: row.suspendedAt.toISOString(), liftedAt: row.liftedAt?.toISOString() ?? null };
}
