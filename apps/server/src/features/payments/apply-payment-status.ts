import { isFinalPaymentStatus, type PaymentStatus } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { payableSettlements, payments } from '../../db/schema/payments';
import { audit, type AuditEntry } from '../../lib/audit';
import { runPaymentSucceededHooks, type PaymentRow } from './payables';
import type { PaymentProviders } from './payment-providers';
import { queuePaymentRefundDue } from './payment-refund-due';

/** What moving a payment needs: the database, and the environment to tell the payer of a duplicate. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'env'>;

/** Who moved the payment: the provider's status endpoint (after a webhook or a poll) or a person. */
export type StatusOrigin =
  | { kind: 'webhook' | 'poll' | 'reconcile'; actorId?: string; actorRole?: string | null }
  | { kind: 'manual' | 'cash'; actorId: string; actorRole: string | null; reason?: string };

/**
 * Moves a payment that is not final yet to `status`, once: the conditional update makes a second writer
 * (a replayed webhook racing the poll job) a no-op. A success settles its payable if no other payment has
 * (then the payable's hooks run in the same transaction); otherwise it is recorded, owed back (ADR 020).
 */
export async function applyPaymentStatus(
  deps: PaymentDeps,
  payment: PaymentRow,
  status: PaymentStatus,
  origin: StatusOrigin,
  failureCode: string | null = null,
): Promise<PaymentRow> {
  if (status === payment.status || !mayMove(payment.status, origin)) return payment;
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        failureCode: status === 'succeeded' ? null : failureCode,
        settledAt: status === 'succeeded' ? now : null,
        updatedAt: now,
      })
      // Compare-and-set on the status read: of two concurrent writers, one moves the payment.
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning();
    if (!updated) return (await tx.select().from(payments).where(eq(payments.id, payment.id)))[0] ?? payment;
    const result = status === 'succeeded' ? await settleOrFlag(tx, deps, updated) : updated;
    await audit(tx, statusAudit(result, origin, payment.status));
    return result;
  });
}

/**
 * One payment settles a payable, in the database: the settlement row's primary key is the payable, and the
 * insert of a concurrent success waits for the first to commit, then does nothing. The loser stays succeeded
 * (the money moved), marked `duplicate_payment`, and staff are told; the payable's hooks (confirmation,
 * invoice) never run for it.
 */
async function settleOrFlag(tx: Db, deps: PaymentDeps, payment: PaymentRow): Promise<PaymentRow> {
  const [settled] = await tx
    .insert(payableSettlements)
    .values({
      payableType: payment.payableType,
      payableId: payment.payableId,
      paymentId: payment.id,
      settledAt: payment.settledAt ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ paymentId: payableSettlements.paymentId });
  if (settled) {
    await runPaymentSucceededHooks(tx, payment);
    return payment;
  }
  const [flagged] = await tx
    .update(payments)
    .set({ refundReason: 'duplicate_payment' })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!flagged) throw new Error('payment vanished while settling');
  await queuePaymentRefundDue(tx, deps.env, flagged);
  return flagged;
}

/** A provider only moves a payment still open; staff may also settle one that ended badly, never a success. */
function mayMove(from: PaymentStatus, origin: StatusOrigin): boolean {
  if (origin.kind === 'manual') return from !== 'succeeded' && from !== 'refunded';
  return !isFinalPaymentStatus(from);
}

function statusAudit(payment: PaymentRow, origin: StatusOrigin, from: PaymentStatus): AuditEntry {
  return {
    action: `payment.${payment.status}`,
    outcome: 'success',
    actorId: origin.actorId ?? null,
    actorRole: origin.actorRole ?? null,
    targetType: 'payment',
    targetId: payment.id,
    details: {
      from,
      origin: origin.kind,
      provider: payment.provider,
      failureCode: payment.failureCode,
      ...(payment.refundReason ? { refundReason: payment.refundReason } : {}),
      ...('reason' in origin && origin.reason ? { reason: origin.reason } : {}),
    },
  };
}

/**
 * Re-reads the payment's status from its provider and applies it. A success whose amount or currency differs
 * from the payment's is refused: the payment fails with `amount_mismatch` and an audit row (staff reconcile it).
 */
export async function syncWithProvider(
  deps: PaymentDeps,
  providers: PaymentProviders,
  payment: PaymentRow,
  origin: StatusOrigin,
): Promise<PaymentRow> {
  const provider = providers.byName[payment.provider];
  if (!provider || !payment.providerReference || isFinalPaymentStatus(payment.status)) {
    return payment;
  }
  const remote = await provider.fetchStatus(payment.providerReference);
  if (remote.status === 'succeeded' && !amountMatches(payment, remote.amount, remote.currency)) {
    await audit(deps.db, amountMismatchAudit(payment, 'status', remote.amount, remote.currency));
    return applyPaymentStatus(deps, payment, 'failed', origin, 'amount_mismatch');
  }
  return applyPaymentStatus(deps, payment, remote.status, origin, remote.status === 'failed' ? 'declined' : null);
}

export function amountMatches(payment: PaymentRow, amount: number | null, currency: string | null): boolean {
  return amount === payment.amount && currency === payment.currency;
}

export function amountMismatchAudit(
  payment: PaymentRow,
  source: 'webhook' | 'status',
  amount: number | null,
  currency: string | null,
): AuditEntry {
  return {
    action: 'payment.amount_mismatch',
    outcome: 'denied',
    targetType: 'payment',
    targetId: payment.id,
    details: { source, provider: payment.provider, expected: payment.amount, received: amount, currency },
  };
}
