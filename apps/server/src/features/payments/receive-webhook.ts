import type { PaymentProviderName } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { Logger } from '../../lib/logger';
import { amountMatches, amountMismatchAudit, syncWithProvider, type PaymentDeps } from './apply-payment-status';
import type { PaymentProviders } from './payment-providers';

export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown_payment';

/**
 * A provider's webhook: signature checked on the raw body (constant time), each event processed once
 * (primary key on provider + event id), the claimed amount checked, then the status RE-READ from the
 * provider before anything changes: the webhook itself is only a hint.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  providers: PaymentProviders,
  log: Logger,
  providerName: PaymentProviderName,
  rawBody: string,
  headers: Headers,
): Promise<WebhookOutcome> {
  const { db } = deps;
  const provider = providers.byName[providerName];
  if (!provider || providerName === 'cash') throw new AppError('not_found');
  const event = provider.verifyWebhook(rawBody, headers);
  if (!event) {
    log.warn({ provider: providerName }, 'payment webhook refused: bad signature or body');
    throw new AppError('invalid_signature');
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, providerName), eq(payments.providerReference, event.reference)));
  const [fresh] = await db
    .insert(paymentEvents)
    .values({
      provider: providerName,
      providerEventId: event.eventId,
      type: event.type.slice(0, 100),
      status: event.claimedStatus,
      paymentId: payment?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.providerEventId });
  if (!fresh) return 'duplicate';
  if (!payment) {
    log.warn({ provider: providerName, eventId: event.eventId }, 'payment webhook for an unknown reference');
    return 'unknown_payment';
  }
  if (event.amount !== null && !amountMatches(payment, event.amount, event.currency)) {
    await audit(db, amountMismatchAudit(payment, 'webhook', event.amount, event.currency));
    throw new AppError('payment_amount_mismatch');
  }
  await syncWithProvider(deps, providers, payment, { kind: 'webhook' });
  return 'applied';
}
