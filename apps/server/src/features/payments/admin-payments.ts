import type { AdminPaymentView } from '@sante/shared/payment-constants';
import type { TAdminPaymentsQuery, TReconcilePaymentRequest } from '@sante/shared/payment-schemas';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { applyPaymentStatus, syncWithProvider } from './apply-payment-status';
import { ProviderUnavailableError } from './payment-provider';
import type { PaymentProviders } from './payment-providers';
import { adminPaymentView } from './payment-view';

/** `/admin/paiements`: every payment, newest first, with filters. */
export async function listPayments(db: Db, query: TAdminPaymentsQuery): Promise<AdminPaymentView[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.provider) filters.push(eq(payments.provider, query.provider));
  if (query.method) filters.push(eq(payments.method, query.method));
  if (query.payableType) filters.push(eq(payments.payableType, query.payableType));
  if (query.payableId) filters.push(eq(payments.payableId, query.payableId));
  const rows = await db
    .select()
    .from(payments)
    .where(and(...filters))
    .orderBy(desc(payments.createdAt))
    .limit(query.limit);
  return rows.map(adminPaymentView);
}

/**
 * Reconciles a payment stuck at the provider: without a resolution, re-reads the provider's status; with
 * one, staff settle it by hand with a reason. Either way an audit row records who asked and what came out.
 */
export async function reconcilePayment(
  db: Db,
  providers: PaymentProviders,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  input: TReconcilePaymentRequest,
  requestId: string,
): Promise<AdminPaymentView> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new AppError('not_found');
  const actor = { actorId: caller.userId, actorRole: caller.role };
  let result = payment;
  if (input.resolution) {
    result = await applyPaymentStatus(
      db,
      payment,
      input.resolution,
      { kind: 'manual', ...actor, reason: input.reason },
      input.resolution === 'succeeded' ? null : 'manual',
    );
    if (result.status !== input.resolution) throw new AppError('payment_not_pending');
  } else {
    try {
      result = await syncWithProvider(db, providers, payment, { kind: 'reconcile', ...actor });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new AppError('payment_provider_unavailable');
      throw error;
    }
  }
  await audit(db, {
    action: 'payment.reconcile',
    outcome: 'success',
    ...actor,
    targetType: 'payment',
    targetId: payment.id,
    requestId,
    details: { from: payment.status, to: result.status, manual: Boolean(input.resolution) },
  });
  return adminPaymentView(result);
}
