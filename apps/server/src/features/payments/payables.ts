import type { PayableType } from '@sante/shared/payment-constants';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';

export type PaymentRow = typeof payments.$inferSelect;

/** What a payable says it costs and who may pay or settle it. */
export type Payable = {
  amount: number;
  currency: 'XAF';
  /** Shown to the provider (no health data: e.g. "Consultation à domicile BK-2026-0042"). */
  description: string;
  /** The doctor who may settle it in cash (null: staff only). */
  doctorId: string | null;
  /** Already paid as the payable itself records it (e.g. an invoice marked paid): new payments are refused. */
  paid?: boolean;
};

/**
 * Reads a payable as `payerId` may pay it: null when it does not exist, is not theirs or cannot be paid
 * (the caller answers 404). The booking and invoice slices register theirs with `registerPayable`.
 */
export type PayableResolver = (db: Db, payableId: string, payerId: string | null) => Promise<Payable | null>;

/** Runs in the transaction that marks a payment succeeded (once per payment): e.g. confirm the booking. */
export type PaymentSucceededHook = (tx: Db, payment: PaymentRow) => Promise<void>;

/**
 * Runs in every transaction that adds a success to a payable's payments (settling it or owed back) or refunds one:
 * e.g. the booking's paid marker (ADR 062).
 */
export type SucceededPaymentsHook = (tx: Db, payment: PaymentRow) => Promise<void>;

/** What staff recorded of a refund made outside the platform (`POST /api/admin/payments/{id}/refund`). */
export type PaymentRefund = { actorId: string; reason: string; refundedAt: Date };

/** Runs in the transaction that marks a payment refunded (once per payment): e.g. issue the invoice's credit note. */
export type PaymentRefundedHook = (tx: Db, payment: PaymentRow, refund: PaymentRefund) => Promise<void>;

const resolvers = new Map<PayableType, PayableResolver>();
const succeededHooks: PaymentSucceededHook[] = [];
const refundedHooks: PaymentRefundedHook[] = [];
const succeededPaymentsHooks: SucceededPaymentsHook[] = [];

export function registerPayable(type: PayableType, resolver: PayableResolver): void {
  resolvers.set(type, resolver);
}

/** The resolver registered for `type`, if any (the test payables chain onto it). */
export function registeredPayable(type: PayableType): PayableResolver | undefined {
  return resolvers.get(type);
}

export function onPaymentSucceeded(hook: PaymentSucceededHook): void {
  succeededHooks.push(hook);
}

export function onPaymentRefunded(hook: PaymentRefundedHook): void {
  refundedHooks.push(hook);
}

export function onSucceededPaymentsChanged(hook: SucceededPaymentsHook): void {
  succeededPaymentsHooks.push(hook);
}

/** The payable, or 404: unknown ids and payable types nobody registered are refused alike. */
export async function resolvePayable(
  db: Db,
  type: PayableType,
  payableId: string,
  payerId: string | null,
): Promise<Payable> {
  const resolver = resolvers.get(type);
  const payable = resolver ? await resolver(db, payableId, payerId) : null;
  if (!payable) throw new AppError('not_found');
  return payable;
}

export async function runPaymentSucceededHooks(tx: Db, payment: PaymentRow): Promise<void> {
  for (const hook of succeededHooks) await hook(tx, payment);
}

export async function runPaymentRefundedHooks(tx: Db, payment: PaymentRow, refund: PaymentRefund): Promise<void> {
  for (const hook of refundedHooks) await hook(tx, payment, refund);
}

export async function runSucceededPaymentsHooks(tx: Db, payment: PaymentRow): Promise<void> {
  for (const hook of succeededPaymentsHooks) await hook(tx, payment);
}
