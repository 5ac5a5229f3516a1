/**
 * Payments shared by the server and the web app, without zod (safe in a page's first load). The request
 * schemas are in `payment-schemas.ts`.
 */

/** What a payment pays for. Each kind registers how to read its price on the server (features/payments/payables.ts). */
export const PAYABLE_TYPES = ['booking', 'invoice', 'shop_order'] as const;
export type PayableType = (typeof PAYABLE_TYPES)[number];

/** How the payer pays: mobile money (through the configured provider) or on site. */
export const PAYMENT_METHODS = ['mtn_momo', 'orange_money', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who moves the money: the demo `sandbox`, Notch Pay, or cash handed to the doctor or staff. */
export const PAYMENT_PROVIDERS = ['sandbox', 'notchpay', 'cash'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses a payment never leaves on its own (only a staff reconciliation or a refund moves it). */
export const FINAL_PAYMENT_STATUSES = [
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
}

/**
 * Why staff owe a successful payment back: it came after another payment had already settled its payable
 * (`duplicate_payment`, stored on the payment), or it paid for a booking since cancelled (`booking_cancelled`), or for
 * a teleconsultation the doctor never came to (`doctor_missed`, stored on the payment, ADR 030), or for a shop order
 * cancelled or expired (`order_closed`, ADR 038).
 */
export const PAYMENT_REFUND_REASONS = [
  'duplicate_payment',
  'booking_cancelled',
  'doctor_missed',
  'order_closed',
] as const;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];

/** What the payer does next: approve on their phone (mobile money), go to the provider's page, or nothing (cash). */
export type PaymentNextAction = { type: 'approve_on_phone' } | { type: 'redirect'; url: string } | { type: 'none' };

/** A payment as the payer and staff see it. Amounts are integers in XAF. */
export type PaymentView = {
  id: string;
  payableType: PayableType;
  payableId: string;
  amount: number;
  currency: 'XAF';
  provider: PaymentProviderName;
  method: PaymentMethod;
  status: PaymentStatus;
  nextAction: PaymentNextAction;
  /**
   * Why it failed or was cancelled (e.g. `declined`, `amount_mismatch`, `provider_unavailable`; `payable_settled`:
   * cancelled because another payment settled its payable), null otherwise.
   */
  failureCode: string | null;
  /** A success that did not settle its payable (another payment had): the money is to be given back. */
  refundReason: PaymentRefundReason | null;
  createdAt: string;
  updatedAt: string;
};

/** `POST /api/payments`, `GET /api/payments/{id}`, the sandbox and settle-cash answers. */
export type PaymentResponse = { payment: PaymentView };

/** A row of `/admin/paiements`. */
export type AdminPaymentView = PaymentView & {
  payerId: string | null;
  /** The mobile-money number that paid (E.164), in full: staff call the payer back with it. */
  phone: string | null;
  /** The patient (of the booking or invoice, else the payer), or the invoice's recipient without an account. */
  patientName: string | null;
  patientPhone: string | null;
  /** What it pays, as the payer knows it: the booking's reference or the invoice's number. */
  payableReference: string | null;
  providerReference: string | null;
  /** A success staff owe back (paid twice, or for a booking since cancelled), not refunded yet; `refundReason` says why. */
  refundDue: boolean;
};

/** `GET /api/admin/payments`: newest first (`q`: a patient's name or phone, a booking or invoice reference). */
export type AdminPaymentsResponse = { payments: AdminPaymentView[] };

/** Pushed to every staff screen when a success is to be refunded (a second payment of one payable). Ids only. */
export const PAYMENT_REFUND_DUE_EVENT = 'payment:refund_due';
export type PaymentRefundDueMessage = {
  paymentId: string;
  payableType: PayableType;
  payableId: string;
  reason: PaymentRefundReason;
};

/** How often the payment screen asks for the status while the payer approves on their phone. */
export const PAYMENT_STATUS_POLL_MS = 2_000;
