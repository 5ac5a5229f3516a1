import { isFinalPaymentStatus, type PaymentStatus } from '@sante/shared/payment-constants';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { payableSettlements, payments } from '../../db/schema/payments';
import { audit, type AuditEntry } from '../../lib/audit';
import { runPaymentSucceededHooks, runSucceededPaymentsHooks, type PaymentRow } from './payables';
import type { PaymentProviders } from './payment-providers';
import { queuePaymentRefundDue } from './payment-refund-due';

/** What moving a payment needs: the database, and the environment to tell the payer of a duplicate. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'env'>;

/**
 * The failure code of an attempt cancelled here because another payment settled its payable (ADR 020). The
 * provider may still confirm it (mobile money approved on the phone cannot be recalled): that confirmation is
 * recorded, to refund.
 */
export const PAYABLE_SETTLED = 'payable_settled';

/** An attempt cancelled because its payable was settled by another payment. */
export function isSuperseded(payment: Pick<PaymentRow, 'status' | 'failureCode'>): boolean {
  return payment.status === 'cancelled' && payment.failureCode === PAYABLE_SETTLED;
}

/** Whether the provider may still move the payment: open, or cancelled by a settlement (a late success counts). */
export function awaitsProvider(payment: Pick<PaymentRow, 'status' | 'failureCode'>): boolean {
  return !isFinalPaymentStatus(payment.status) || isSuperseded(payment);
}

/** Who moved the payment: the provider's status endpoint (after a webhook or a poll) or a person. */
export type StatusOrigin =
  | { kind: 'webhook' | 'poll' | 'reconcile'; actorId?: string; actorRole?: string | null }
  | { kind: 'manual' | 'cash'; actorId: string; actorRole: string | null; reason?: string };

/**
 * Moves a payment that is not final yet to `status`, once: the conditional update makes a second writer
 * (a replayed webhook racing the poll job) a no-op. A success settles its payable if no other payment has
 * (then the payable's hooks run in the same transaction, and the payable's other open attempts are cancelled);
 * otherwise it is recorded, owed back (ADR 020). A success also moves an attempt cancelled by a settlement.
 */
export async function applyPaymentStatus(
  deps: PaymentDeps,
  payment: PaymentRow,
  status: PaymentStatus,
  origin: StatusOrigin,
  failureCode: string | null = null,
): Promise<PaymentRow> {
  if (status === payment.status || !mayMove(payment, status, origin)) return payment;
  const { moved, row } = await deps.db.transaction(async (tx) => {
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
    if (!updated) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return { moved: false, row: current ?? payment };
    }
    const result = status === 'succeeded' ? await settleOrFlag(tx, deps, updated, origin) : updated;
    if (status === 'succeeded') await runSucceededPaymentsHooks(tx, result);
    await audit(tx, statusAudit(result, origin, payment.status));
    return { moved: true, row: result };
  });
  // Cancelled by a settlement while this confirmation was on its way: the money moved, record it (once more only).
  if (!moved && isSuperseded(row) && !isSuperseded(payment))
    return applyPaymentStatus(deps, row, status, origin, failureCode);
  return row;
}

/**
 * One payment settles a payable, in the database: the settlement row's primary key is the payable, and the
 * insert of a concurrent success waits for the first to commit, then does nothing. The loser stays succeeded
 * (the money moved), marked `duplicate_payment`, and staff are told; the payable's hooks (confirmation,
 * invoice) never run for it.
 */
async function settleOrFlag(tx: Db, deps: PaymentDeps, payment: PaymentRow, origin: StatusOrigin): Promise<PaymentRow> {
  const [settled] = await tx
    .insert(payableSettlements)
    .values({
      payableType: payment.payableType,
      payableId: payment.payableId,
      paymentId: payment.id,
      settledAt: payment.settledAt ?? new Date(),
      amount: payment.amount,
    })
    .onConflictDoNothing()
    .returning({ paymentId: payableSettlements.paymentId });
  if (settled) {
    await runPaymentSucceededHooks(tx, payment);
    await cancelOpenAttempts(tx, payment, origin);
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

/**
 * The payable's other attempts still open are cancelled (`payable_settled`), each audited, so that nobody is
 * invited to complete them (the payer's screen, the doctor's cash button). Rows another transaction is moving
 * right now are skipped rather than waited for (no deadlock with a concurrent success, which gets flagged).
 * Providers have no cancel operation here: a confirmation that comes anyway is still recorded, to refund.
 */
async function cancelOpenAttempts(tx: Db, settling: PaymentRow, origin: StatusOrigin): Promise<void> {
  const open = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.payableType, settling.payableType),
        eq(payments.payableId, settling.payableId),
        ne(payments.id, settling.id),
        inArray(payments.status, ['pending', 'processing']),
      ),
    )
    .for('update', { skipLocked: true });
  if (open.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'cancelled', failureCode: PAYABLE_SETTLED, updatedAt: new Date() })
    .where(
      inArray(
        payments.id,
        open.map((attempt) => attempt.id),
      ),
    );
  for (const attempt of open) {
    await audit(tx, {
      action: 'payment.cancelled',
      outcome: 'success',
      actorId: origin.actorId ?? null,
      actorRole: origin.actorRole ?? null,
      targetType: 'payment',
      targetId: attempt.id,
      details: { from: attempt.status, origin: origin.kind, reason: PAYABLE_SETTLED, settledBy: settling.id },
    });
  }
}

/**
 * A provider (or cash on site) only moves a payment still open, or confirms one cancelled by a settlement;
 * staff may also settle one that ended badly, never a success.
 */
function mayMove(payment: PaymentRow, status: PaymentStatus, origin: StatusOrigin): boolean {
  if (origin.kind === 'manual') return payment.status !== 'succeeded' && payment.status !== 'refunded';
  return !isFinalPaymentStatus(payment.status) || (isSuperseded(payment) && status === 'succeeded');
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
  if (!provider || !payment.providerReference || !awaitsProvider(payment)) {
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
