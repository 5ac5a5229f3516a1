import { z } from 'zod';
import type { AdminUser } from './auth-schemas';
import { suspensionSchemaOf, type CarerSuspension, type SuspensionReason } from './carer-schemas';

/**
 * Why staff suspend a patient's or a staff account (ADR 054): the kinds of ADR 051 that fit an account (the
 * documents and the Ordre check are a carer's); `other` needs the note.
 */
export const ACCOUNT_SUSPENSION_REASONS = [
  'complaint',
  'conduct',
  'fraud_suspected',
  'other',
] as const satisfies readonly SuspensionReason[];
export type AccountSuspensionReason = (typeof ACCOUNT_SUSPENSION_REASONS)[number];

export const ZAccountSuspensionSchema = suspensionSchemaOf(ACCOUNT_SUSPENSION_REASONS);
export type TAccountSuspension = z.input<typeof ZAccountSuspensionSchema>;

/**
 * `POST /api/auth/admin/users/{id}/status`: suspend (with its reason) or reactivate a patient's or a staff account.
 * A carer's listing is suspended from its own page (`POST /api/admin/carers/{id}/status`).
 */
export const ZAdminUserStatusRequestSchema = z
  .object({
    status: z.enum(['active', 'suspended'], { error: 'validation.selectOption' }),
    suspension: ZAccountSuspensionSchema.optional(),
  })
  .superRefine((data, context) => {
    if (data.status === 'suspended' && !data.suspension)
      context.addIssue({ code: 'custom', path: ['suspension', 'reason'], message: 'validation.selectOption' });
  });
export type TAdminUserStatusRequest = z.input<typeof ZAdminUserStatusRequestSchema>;

/** An account's suspension as staff see it: why (kind, internal note), who and when; who lifted it and when. */
export type AccountSuspension = CarerSuspension & { reason: AccountSuspensionReason };

/** One account in `/admin/utilisateurs`: what staff need before suspending it. */
export type AdminUserDetail = AdminUser & {
  /** The latest suspension (current while `liftedAt` is null), or null if the account was never suspended. */
  suspension: AccountSuspension | null;
  /** The patient's bookings still to come (kept through a suspension: staff decide each one). */
  upcomingBookings: number;
};
