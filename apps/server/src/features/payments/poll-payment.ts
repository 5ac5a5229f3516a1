import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { enqueue, type JobRow } from '../../jobs/queue';
import { applyPaymentStatus, awaitsProvider, syncWithProvider, type PaymentDeps } from './apply-payment-status';
import type { PaymentProviders } from './payment-providers';

export const POLL_PAYMENT_JOB = 'poll-payment';

/** Mobile-money requests expire at the provider after 3 h (Notch Pay): past this, a payment still open expires. */
export const PAYMENT_PENDING_LIMIT_MS = 3 * 60 * 60_000 + 15 * 60_000;
const FIRST_DELAY_MS = 10_000;
const MAX_DELAY_MS = 10 * 60_000;

/** 10 s, 20 s, 40 s... capped at 10 min: quick while the payer is on their phone, sparse after. */
export function pollDelayMs(round: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** round);
}

export function schedulePaymentPoll(db: Db, paymentId: string, round = 0, now = new Date()): Promise<string> {
  return enqueue(db, POLL_PAYMENT_JOB, { paymentId, round }, new Date(now.getTime() + pollDelayMs(round)));
}

/**
 * The durable poll: callbacks can stall, so each open payment (or one cancelled by a settlement, which the payer
 * may still approve) re-reads its provider's status until final (a provider error throws: the queue retries it
 * with its own back-off), then expires past the limit.
 */
export function pollPaymentHandler(deps: PaymentDeps, providers: PaymentProviders, now = () => new Date()) {
  const { db } = deps;
  return async (job: JobRow) => {
    const paymentId = String(job.payload.paymentId);
    const round = Number(job.payload.round ?? 0);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || !awaitsProvider(payment)) return;
    const synced = await syncWithProvider(deps, providers, payment, { kind: 'poll' });
    if (!awaitsProvider(synced)) return;
    if (now().getTime() - synced.createdAt.getTime() > PAYMENT_PENDING_LIMIT_MS) {
      // An attempt cancelled by a settlement stays cancelled (only a success moves it).
      await applyPaymentStatus(deps, synced, 'expired', { kind: 'poll' }, 'expired');
      return;
    }
    await schedulePaymentPoll(db, paymentId, round + 1, now());
  };
}
