import { PATIENT_CANCELLABLE, type OrderView } from '@sante/shared/order-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { payments } from '../../db/schema/payments';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { queuePaymentRefundDue } from '../payments/payment-refund-due';
import { moveOrder, type OrderActor } from './move-order';
import { orderPaymentsScope } from './order-payments';
import { readOrder } from './order-view';

/**
 * The patient cancels their order while the pharmacy has not started preparing it (404 for another's order;
 * `order_invalid_transition` once preparing). Its stock is released; a payment already made is owed back
 * (`order_closed`, staff refund it and the order becomes refunded).
 */
export async function cancelOrder(
  deps: Pick<AppDeps, 'db' | 'env'>,
  patient: NonNullable<OrderActor>,
  orderId: string,
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.patientId, patient.userId)))
      .for('update');
    if (!order) throw new AppError('not_found');
    if (!PATIENT_CANCELLABLE.includes(order.status)) throw new AppError('order_invalid_transition');
    await moveOrder(tx, deps.env, order, 'cancelled', patient);
    if (order.status !== 'paid') return;
    const paid = await tx
      .update(payments)
      .set({ refundReason: 'order_closed' })
      .where(
        and(await orderPaymentsScope(tx, order.id), eq(payments.status, 'succeeded'), isNull(payments.refundReason)),
      )
      .returning();
    for (const row of paid) await queuePaymentRefundDue(tx, deps.env, row);
  });
  const view = await readOrder(deps.db, orderId, { patientId: patient.userId });
  if (!view) throw new AppError('not_found');
  return view;
}
