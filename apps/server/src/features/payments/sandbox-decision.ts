import type { PaymentView } from '@sante/shared/payment-constants';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { isSuperseded, type PaymentDeps } from './apply-payment-status';
import type { PaymentProviders } from './payment-providers';
import { paymentView } from './payment-view';
import { receiveWebhook } from './receive-webhook';
import { decideSandboxTransaction } from './sandbox-provider';

/**
 * Who may see and decide a payment: its signed-in payer, or whoever holds the payment link of the invoice it
 * pays (the link's route checked the token; such payments have no payer).
 */
export type PaymentOwner = { payerId: string } | { linkInvoiceId: string };

export function paymentOwnerScope(owner: PaymentOwner): SQL | undefined {
  return 'payerId' in owner
    ? eq(payments.payerId, owner.payerId)
    : and(isNull(payments.payerId), eq(payments.payableType, 'invoice'), eq(payments.payableId, owner.linkInvoiceId));
}

/** A sandbox payment of its owner: 404 for anyone else, or when the sandbox is off. */
async function ownSandboxPayment(db: Db, providers: PaymentProviders, owner: PaymentOwner, id: string) {
  if (!providers.byName.sandbox) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentOwnerScope(owner), eq(payments.provider, 'sandbox')));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function readSandboxPayment(
  db: Db,
  providers: PaymentProviders,
  owner: PaymentOwner,
  id: string,
): Promise<PaymentView> {
  return paymentView(await ownSandboxPayment(db, providers, owner, id));
}

/**
 * The payer approves or declines on the sandbox page, as they would on their phone: the sandbox records it
 * in its ledger and sends its signed webhook through the same path as a real provider's.
 */
export async function decideSandboxPayment(
  deps: PaymentDeps,
  providers: PaymentProviders,
  secret: string,
  log: Logger,
  owner: PaymentOwner,
  id: string,
  decision: 'approve' | 'decline',
): Promise<PaymentView> {
  const { db } = deps;
  const payment = await ownSandboxPayment(db, providers, owner, id);
  // Like a phone, the sandbox still lets the payer approve an attempt cancelled by another settlement (ADR 020).
  const decidable = payment.status === 'pending' || isSuperseded(payment);
  if (!decidable || !payment.providerReference) throw new AppError('payment_not_pending');
  const webhook = await decideSandboxTransaction(
    db,
    secret,
    payment.providerReference,
    decision === 'approve' ? 'complete' : 'declined',
  );
  if (!webhook) throw new AppError('not_found');
  await receiveWebhook(deps, providers, log, 'sandbox', webhook.rawBody, webhook.headers);
  return paymentView(await ownSandboxPayment(db, providers, owner, id));
}
