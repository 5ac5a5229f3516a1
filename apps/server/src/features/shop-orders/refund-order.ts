import type { OrderView } from '@sante/shared/order-constants';
import type { TRefundPaymentRequest } from '@sante/shared/payment-schemas';
import { eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { recordRefund } from '../payments/admin-payments';
import { readOrder, refundablePaymentOf } from './order-view';

/**
 * Staff (`shop_orders.refund`) record from the orders queue that the money owed back for an order was paid back:
 * through the payments' own refund (ADR 012): the payment becomes refunded once (compare-and-set: a second try is
 * `payment_not_refundable`), audited, the payer told; in the same transaction its invoice gets its credit note
 * (ADR 016) and a cancelled or expired order becomes refunded, which tells the patient (order-status message).
 * 404 for an unknown order; `payment_not_refundable` when nothing is owed.
 */
export async function refundOrder(
  deps: Pick<AppDeps, 'db' | 'env'>,
  staff: Pick<Caller, 'userId' | 'role'>,
  orderId: string,
  input: TRefundPaymentRequest,
  requestId: string,
): Promise<OrderView> {
  const [order] = await deps.db
    .select({ id: shopOrders.id, status: shopOrders.status })
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId));
  if (!order) throw new AppError('not_found');
  const payment = await refundablePaymentOf(deps.db, order);
  if (!payment) throw new AppError('payment_not_refundable');
  await recordRefund(deps, staff, payment.id, input, requestId);
  const view = await readOrder(deps.db, orderId, 'staff');
  if (!view) throw new AppError('not_found');
  return view;
}
