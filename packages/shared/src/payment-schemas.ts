import { z } from 'zod';
import { PAYABLE_TYPES, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment-constants';
import { normaliseCameroonPhone } from './phone';

/** Request schemas of `/api/payments` and `/api/admin/payments`. Messages are keys under `validation.*`. */

const phone = z.string({ error: 'validation.required' }).transform((value, ctx) => {
  const normalised = normaliseCameroonPhone(value);
  if (!normalised) ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
  return normalised ?? value;
});

/** `POST /api/payments`. The price comes from the payable; `amount` (optional) is the price the payer saw. */
export const ZInitiatePaymentRequestSchema = z
  .object({
    payableType: z.enum(PAYABLE_TYPES, { error: 'validation.selectOption' }),
    payableId: z.uuid({ error: 'validation.invalidFormat' }),
    method: z.enum(PAYMENT_METHODS, { error: 'validation.selectOption' }),
    phone: phone.optional(),
    amount: z
      .number({ error: 'validation.invalidFormat' })
      .int({ error: 'validation.invalidFormat' })
      .positive({
        error: 'validation.invalidFormat',
      })
      .optional(),
    /** Generated once per payment attempt by the client; a retry with the same key gets the first answer. */
    idempotencyKey: z
      .string({ error: 'validation.required' })
      .min(8, { error: 'validation.invalidFormat' })
      .max(100, { error: 'validation.tooLong' })
      .regex(/^[\w.:-]+$/, { error: 'validation.invalidFormat' }),
  })
  .refine((input) => input.method === 'cash' || input.phone !== undefined, {
    path: ['phone'],
    error: 'validation.required',
  });
export type TInitiatePaymentRequest = z.infer<typeof ZInitiatePaymentRequestSchema>;

/** `GET /api/admin/payments` filters. */
export const ZAdminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.selectOption' }).optional(),
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'validation.selectOption' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.selectOption' }).optional(),
  payableType: z.enum(PAYABLE_TYPES, { error: 'validation.selectOption' }).optional(),
  payableId: z.uuid({ error: 'validation.invalidFormat' }).optional(),
  /** `true`: only the payments to refund (succeeded, for a booking since cancelled). */
  refundDue: z.enum(['true'], { error: 'validation.selectOption' }).optional(),
  /** A patient's name (accents ignored) or phone, a booking reference, an invoice number or a provider reference. */
  q: z.string().trim().max(60, { error: 'validation.tooLong' }).optional(),
  limit: z.coerce
    .number({ error: 'validation.invalidFormat' })
    .int({ error: 'validation.invalidFormat' })
    .min(1, { error: 'validation.invalidFormat' })
    .max(200, { error: 'validation.invalidFormat' })
    .default(50),
});
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuerySchema>;

/**
 * `POST /api/admin/payments/{id}/reconcile`: without `resolution`, re-reads the provider's status; with it,
 * staff settle a payment stuck at the provider by hand, with a reason (audited).
 */
export const ZReconcilePaymentRequestSchema = z
  .object({
    resolution: z.enum(['succeeded', 'failed', 'cancelled'], { error: 'validation.selectOption' }).optional(),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((input) => input.resolution === undefined || (input.reason ?? '').length >= 5, {
    path: ['reason'],
    error: 'validation.required',
  });
export type TReconcilePaymentRequest = z.infer<typeof ZReconcilePaymentRequestSchema>;

/**
 * `POST /api/admin/payments/{id}/refund`: staff record that a successful payment was paid back to the payer
 * (by a Mobile Money transfer or in cash, outside the platform), with how (the transfer's reference), audited.
 */
export const ZRefundPaymentRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(5, { error: 'validation.required' })
    .max(500, { error: 'validation.tooLong' }),
});
export type TRefundPaymentRequest = z.infer<typeof ZRefundPaymentRequestSchema>;
