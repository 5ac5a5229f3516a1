import { z } from 'zod';
import { isEmail } from './identifier';
import { INVOICE_KINDS, INVOICE_STATUSES, PAY_LINK_DAYS } from './invoice-constants';
import { mobileMoneyOperatorOf, normaliseCameroonPhone } from './phone';

/** Request schemas of the invoices: staff's custom invoices and the payment link. Messages are keys under `validation.*`. */

const phone = z.string({ error: 'validation.required' }).transform((value, ctx) => {
  const normalised = normaliseCameroonPhone(value);
  if (!normalised) ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
  return normalised ?? value;
});

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number<string | number>({ error: 'validation.enterValue' })
    .int({ error: 'validation.enterValue' })
    .min(min, { error: 'validation.enterValue' })
    .max(max, { error: 'validation.enterValue' });

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** A line as staff type it: the total is computed by the server. */
export const ZInvoiceLineInputSchema = z.object({
  label: text(120),
  quantity: wholeNumber(1, 100),
  unitPriceXaf: wholeNumber(1, 10_000_000),
});

const linkValidDays = wholeNumber(PAY_LINK_DAYS.min, PAY_LINK_DAYS.max).default(PAY_LINK_DAYS.default);

/**
 * `POST /api/admin/invoices`: a custom invoice, addressed to a patient with an account (found by their phone)
 * or to someone without one (name and phone, e-mail optional).
 */
export const ZCreateCustomInvoiceRequestSchema = z
  .object({
    recipientKind: z.enum(['patient', 'other'], { error: 'validation.selectOption' }),
    phone,
    recipientName: z.string().trim().max(120, { error: 'validation.tooLong' }).optional(),
    recipientEmail: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isEmail(value), { error: 'validation.invalidEmail' })
      .transform((value) => (value ? value.toLowerCase() : undefined)),
    lines: z
      .array(ZInvoiceLineInputSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(20, { error: 'validation.tooMany' }),
    /** Shown to the payer: what the invoice is for, never health details. */
    note: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
    linkValidDays,
  })
  .refine((input) => input.recipientKind === 'patient' || (input.recipientName ?? '').length >= 2, {
    path: ['recipientName'],
    error: 'validation.required',
    // Said with the other fields' errors, not only once they are all valid (but only about an object).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      (payload.value as { recipientKind?: unknown }).recipientKind !== 'patient',
  });
export type TCreateCustomInvoiceRequest = z.input<typeof ZCreateCustomInvoiceRequestSchema>;

/** `POST /api/admin/invoices/{id}/link`: a new payment link (the previous one stops working). */
export const ZRenewPayLinkRequestSchema = z.object({ linkValidDays });

/** `GET /api/admin/invoices` filters (the current year unless `year` is given). */
export const ZAdminInvoicesQuerySchema = z.object({
  year: z.coerce.number({ error: 'validation.invalidFormat' }).int().min(2000).max(9999).optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'validation.selectOption' }).optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'validation.selectOption' }).optional(),
  q: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
});
export type TAdminInvoicesQuery = z.infer<typeof ZAdminInvoicesQuerySchema>;

/** What proves the right to a custom invoice without an account: its id and the token of its link. */
export const ZPayLinkSchema = z.object({
  invoiceId: z.uuid({ error: 'validation.invalidToken' }),
  token: z.string({ error: 'validation.invalidToken' }).regex(/^[\w-]{43}$/, { error: 'validation.invalidToken' }),
});
export type TPayLink = z.infer<typeof ZPayLinkSchema>;

/** `POST /api/invoice-links/payments`: mobile money only (nobody is there to take cash). */
export const ZPayLinkPaymentRequestSchema = ZPayLinkSchema.extend({
  method: z.enum(['mtn_momo', 'orange_money'], { error: 'validation.selectOption' }),
  phone,
  idempotencyKey: z
    .string({ error: 'validation.required' })
    .min(8, { error: 'validation.invalidFormat' })
    .max(100, { error: 'validation.tooLong' })
    .regex(/^[\w.:-]+$/, { error: 'validation.invalidFormat' }),
});
export type TPayLinkPaymentRequest = z.input<typeof ZPayLinkPaymentRequestSchema>;

/** `POST /api/invoice-links/payments/read` and the sandbox's approve/decline through the link. */
export const ZPayLinkPaymentSchema = ZPayLinkSchema.extend({
  paymentId: z.uuid({ error: 'validation.invalidFormat' }),
});

/** `GET /api/doctor/invoices`: a month (`YYYY-MM`, Africa/Douala), the current one by default. */
export const ZDoctorInvoicesQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalidDate' })
    .optional(),
});

/**
 * `PUT /api/doctor/payout`: the mobile-money number the carer's share is paid to (ADR 045), a Cameroon MTN or Orange
 * number (normalised to E.164), or null to remove it.
 */
export const ZPayoutPhoneRequestSchema = z.object({
  payoutPhone: z
    .string({ error: 'validation.required' })
    .trim()
    .refine((value) => normaliseCameroonPhone(value) !== null, { error: 'validation.invalidPhone', abort: true })
    .refine((value) => mobileMoneyOperatorOf(value) !== null, { error: 'validation.notMobileMoney' })
    .transform((value) => normaliseCameroonPhone(value) ?? value)
    .nullable(),
});
export type TPayoutPhoneRequest = z.input<typeof ZPayoutPhoneRequestSchema>;

/** `GET`/`PUT /api/doctor/payout`: the number and the operator it belongs to. */
export type PayoutDetails = { payoutPhone: string | null; operator: 'mtn_momo' | 'orange_money' | null };
