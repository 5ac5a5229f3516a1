import { z } from 'zod';
import {
  DELIVERY_ZONE_IDS,
  ORDER_FULFILMENTS,
  ORDER_MAX_LINES,
  ORDER_MAX_QUANTITY,
  ORDER_STATUSES,
} from './order-constants';
import { normaliseCameroonPhone } from './phone';

/** Request schemas of `/api/shop/orders` and `/api/admin/shop/orders`. Messages are keys under `validation.*`. */

const phone = z.string({ error: 'validation.required' }).transform((value, ctx) => {
  const normalised = normaliseCameroonPhone(value);
  if (!normalised) ctx.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
  return normalised ?? value;
});

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const ZCartLineSchema = z.object({
  productId: z.uuid({ error: 'validation.invalidFormat' }),
  quantity: z
    .number({ error: 'validation.invalidFormat' })
    .int({ error: 'validation.invalidFormat' })
    .min(1, { error: 'validation.invalidFormat' })
    .max(ORDER_MAX_QUANTITY, { error: 'validation.invalidFormat' }),
});
export type TCartLine = z.infer<typeof ZCartLineSchema>;

/**
 * `POST /api/shop/orders`: the cart's products and quantities (never prices: the server reads them), the contact,
 * and either a pick-up pharmacy or a delivery zone and address (health products only).
 */
export const ZCreateOrderRequestSchema = z
  .object({
    lines: z
      .array(ZCartLineSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(ORDER_MAX_LINES, { error: 'validation.tooLong' })
      .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
        error: 'validation.invalidFormat',
      }),
    contactName: text(120),
    contactPhone: phone,
    fulfilment: z.enum(ORDER_FULFILMENTS, { error: 'validation.selectOption' }),
    pharmacyId: z.uuid({ error: 'validation.selectOption' }).optional(),
    deliveryZoneId: z.enum(DELIVERY_ZONE_IDS, { error: 'validation.selectOption' }).optional(),
    deliveryAddress: text(300).optional(),
    paymentChoice: z.enum(['mobile_money', 'cash_on_delivery'], { error: 'validation.selectOption' }),
  })
  .superRefine((input, context) => {
    if (input.fulfilment === 'pickup' && !input.pharmacyId)
      context.addIssue({ code: 'custom', path: ['pharmacyId'], message: 'validation.selectOption' });
    if (input.fulfilment === 'delivery') {
      if (!input.deliveryZoneId)
        context.addIssue({ code: 'custom', path: ['deliveryZoneId'], message: 'validation.selectOption' });
      if (!input.deliveryAddress)
        context.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'validation.required' });
    }
    if (input.paymentChoice === 'cash_on_delivery' && input.fulfilment !== 'delivery')
      context.addIssue({ code: 'custom', path: ['paymentChoice'], message: 'validation.selectOption' });
  });
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequestSchema>;

/** `GET /api/admin/shop/orders`: the queue by state, searched by number, patient name or phone. */
export const ZAdminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.selectOption' }).optional(),
  q: z.string().trim().max(80, { error: 'validation.tooLong' }).optional(),
});
export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuerySchema>;

/** `POST /api/admin/shop/orders/{id}/status`: the pharmacy moves the order on; hand-over needs the patient's code. */
export const ZAdvanceOrderRequestSchema = z.object({
  status: z.enum(['preparing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered'], {
    error: 'validation.selectOption',
  }),
  handoverCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.invalidFormat' })
    .optional(),
});
export type TAdvanceOrderRequest = z.infer<typeof ZAdvanceOrderRequestSchema>;

/** `POST /api/shop/orders/{id}/prescription`: one of my signed platform prescriptions, attached in one tap. */
export const ZAttachOrderPrescriptionRequestSchema = z.object({
  prescriptionId: z.uuid({ error: 'validation.selectOption' }),
});
export type TAttachOrderPrescriptionRequest = z.infer<typeof ZAttachOrderPrescriptionRequestSchema>;

/**
 * `POST /api/admin/shop/orders/{id}/review`: the pharmacist's decision on every prescription-only line: approve,
 * substitute a generic (another product of the same DCI), or refuse with a reason.
 */
export const ZReviewOrderLineSchema = z
  .object({
    productId: z.uuid({ error: 'validation.invalidFormat' }),
    decision: z.enum(['approve', 'substitute', 'refuse'], { error: 'validation.selectOption' }),
    substituteProductId: z.uuid({ error: 'validation.selectOption' }).optional(),
    reason: z.string().trim().max(300, { error: 'validation.tooLong' }).optional(),
  })
  .superRefine((line, context) => {
    if (line.decision === 'substitute' && !line.substituteProductId)
      context.addIssue({ code: 'custom', path: ['substituteProductId'], message: 'validation.selectOption' });
    if (line.decision === 'refuse' && !line.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type TReviewOrderLine = z.infer<typeof ZReviewOrderLineSchema>;

export const ZReviewOrderRequestSchema = z.object({
  lines: z
    .array(ZReviewOrderLineSchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(ORDER_MAX_LINES, { error: 'validation.tooLong' })
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
      error: 'validation.invalidFormat',
    }),
});
export type TReviewOrderRequest = z.infer<typeof ZReviewOrderRequestSchema>;

/**
 * `POST /api/admin/shop/orders/{id}/prescription/refuse`: the pharmacist refuses the prescription itself (illegible,
 * expired, another patient's...) with a reason shown to the patient, who sends another on the same order (ADR 053).
 */
export const ZRefuseOrderPrescriptionRequestSchema = z.object({ reason: text(300) });
export type TRefuseOrderPrescriptionRequest = z.infer<typeof ZRefuseOrderPrescriptionRequestSchema>;
