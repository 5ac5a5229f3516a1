import type { PayableType, PaymentMethod, PaymentView } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payableSettlements, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { resolvePayable, type PaymentRow } from './payables';
import { ProviderUnavailableError } from './payment-provider';
import type { PaymentProviders } from './payment-providers';
import { paymentView } from './payment-view';
import { schedulePaymentPoll } from './poll-payment';

export type InitiatePaymentInput = {
  payableType: PayableType;
  payableId: string;
  method: PaymentMethod;
  /** E.164; required for mobile money. */
  phone?: string | undefined;
  /** The price the payer saw: refused when the payable now says otherwise. */
  amount?: number | undefined;
  idempotencyKey: string;
};

/** Who pays: a signed-in user, or nobody (a relative paying a custom invoice through its link). */
export type Payer = { userId: string; role: string | null } | null;

export type InitiatePaymentResult = { payment: PaymentView; replayed: boolean };

const FIRST_ANSWER_WAIT_MS = 15_000;
const FIRST_ANSWER_POLL_MS = 50;

/**
 * Starts collecting a payable. The idempotency key makes retries safe: the attempt is recorded before the
 * provider is called, so a retry (or 20 concurrent ones) finds it and gets the first answer, never a second charge.
 */
export async function initiatePayment(
  db: Db,
  providers: PaymentProviders,
  payer: Payer,
  input: InitiatePaymentInput,
  requestId?: string,
): Promise<InitiatePaymentResult> {
  const payerId = payer?.userId ?? null;
  const payable = await resolvePayable(db, input.payableType, input.payableId, payerId);
  if (payable.currency !== 'XAF' || (input.amount !== undefined && input.amount !== payable.amount)) {
    throw new AppError('payment_amount_mismatch');
  }
  const scope = payerId ?? `payable:${input.payableId}`;
  const previous = await findAttempt(db, scope, input.idempotencyKey);
  if (previous) return { payment: await replay(db, previous, input), replayed: true };
  if (payable.paid) throw new AppError('payable_already_paid');
  await refuseIfAlreadyPaid(db, input.payableType, input.payableId);

  const providerName = providers.nameFor(input.method);
  const [created] = await db
    .insert(payments)
    .values({
      payableType: input.payableType,
      payableId: input.payableId,
      payerId,
      amount: payable.amount,
      currency: payable.currency,
      provider: providerName,
      method: input.method,
      phone: input.method === 'cash' ? null : (input.phone ?? null),
      idempotencyScope: scope,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing({ target: [payments.idempotencyScope, payments.idempotencyKey] })
    .returning();
  if (!created) {
    const winner = await findAttempt(db, scope, input.idempotencyKey);
    if (!winner) throw new AppError('payment_in_progress');
    return { payment: await replay(db, winner, input), replayed: true };
  }

  const provider = providers.byName[providerName];
  if (!provider) throw new Error(`payment provider ${providerName} is not configured`);
  let answered: PaymentRow;
  try {
    const result = await provider.initiate({
      payment: { id: created.id, amount: created.amount, currency: created.currency, description: payable.description },
      method: input.method,
      phone: created.phone,
    });
    answered = await recordAnswer(db, created.id, {
      providerReference: result.providerReference,
      status: result.status,
      nextAction: result.nextAction,
    });
    if (providerName !== 'cash') await schedulePaymentPoll(db, created.id);
  } catch (error) {
    // The failure is the first answer too: a retry with this key gets it, never a second charge.
    const unavailable = error instanceof ProviderUnavailableError;
    answered = await recordAnswer(db, created.id, {
      status: 'failed',
      failureCode: unavailable ? 'provider_unavailable' : 'provider_error',
      nextAction: { type: 'none' },
    });
    if (!unavailable) throw error;
  }
  await audit(db, {
    action: 'payment.initiate',
    outcome: answered.status === 'failed' ? 'failure' : 'success',
    actorId: payerId,
    actorRole: payer?.role ?? null,
    targetType: 'payment',
    targetId: answered.id,
    requestId: requestId ?? null,
    details: {
      payableType: answered.payableType,
      payableId: answered.payableId,
      provider: answered.provider,
      method: answered.method,
      amount: answered.amount,
    },
  });
  return { payment: paymentView(answered), replayed: false };
}

async function findAttempt(db: Db, scope: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyScope, scope), eq(payments.idempotencyKey, key)));
  return row;
}

/** The first answer again, once the first request has it; a key reused for something else is refused. */
async function replay(db: Db, attempt: PaymentRow, input: InitiatePaymentInput): Promise<PaymentView> {
  const same =
    attempt.payableType === input.payableType &&
    attempt.payableId === input.payableId &&
    attempt.method === input.method;
  if (!same) throw new AppError('idempotency_key_reused');
  let current = attempt;
  const deadline = Date.now() + FIRST_ANSWER_WAIT_MS;
  while (!current.initiatedAt) {
    if (Date.now() > deadline) throw new AppError('payment_in_progress');
    await new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_POLL_MS));
    const [row] = await db.select().from(payments).where(eq(payments.id, attempt.id));
    if (!row) throw new AppError('not_found');
    current = row;
  }
  return paymentView(current);
}

/** A payable another payment settled (even one refunded since) is not paid again (ADR 020). */
async function refuseIfAlreadyPaid(db: Db, payableType: PayableType, payableId: string): Promise<void> {
  const [settled] = await db
    .select({ paymentId: payableSettlements.paymentId })
    .from(payableSettlements)
    .where(and(eq(payableSettlements.payableType, payableType), eq(payableSettlements.payableId, payableId)));
  if (settled) throw new AppError('payable_already_paid');
}

async function recordAnswer(
  db: Db,
  paymentId: string,
  answer: Partial<Pick<PaymentRow, 'providerReference' | 'status' | 'nextAction' | 'failureCode'>>,
): Promise<PaymentRow> {
  const now = new Date();
  const [row] = await db
    .update(payments)
    .set({ ...answer, initiatedAt: now, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error('payment vanished during initiation');
  return row;
}
