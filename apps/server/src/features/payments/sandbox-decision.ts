import type { PaymentView } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { PaymentProviders } from './payment-providers';
import { paymentView } from './payment-view';
import { receiveWebhook } from './receive-webhook';
import { decideSandboxTransaction } from './sandbox-provider';

/** A sandbox payment of the caller (they are the payer): 404 for anyone else, or when the sandbox is off. */
async function ownSandboxPayment(db: Db, providers: PaymentProviders, caller: Pick<Caller, 'userId'>, id: string) {
  if (!providers.byName.sandbox) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.payerId, caller.userId), eq(payments.provider, 'sandbox')));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function readSandboxPayment(
  db: Db,
  providers: PaymentProviders,
  caller: Pick<Caller, 'userId'>,
  id: string,
): Promise<PaymentView> {
  return paymentView(await ownSandboxPayment(db, providers, caller, id));
}

/**
 * The payer approves or declines on the sandbox page, as they would on their phone: the sandbox records it
 * in its ledger and sends its signed webhook through the same path as a real provider's.
 */
export async function decideSandboxPayment(
  db: Db,
  providers: PaymentProviders,
  secret: string,
  log: Logger,
  caller: Pick<Caller, 'userId'>,
  id: string,
  decision: 'approve' | 'decline',
): Promise<PaymentView> {
  const payment = await ownSandboxPayment(db, providers, caller, id);
  if (payment.status !== 'pending' || !payment.providerReference) throw new AppError('payment_not_pending');
  const webhook = await decideSandboxTransaction(
    db,
    secret,
    payment.providerReference,
    decision === 'approve' ? 'complete' : 'declined',
  );
  if (!webhook) throw new AppError('not_found');
  await receiveWebhook(db, providers, log, 'sandbox', webhook.rawBody, webhook.headers);
  return paymentView(await ownSandboxPayment(db, providers, caller, id));
}
