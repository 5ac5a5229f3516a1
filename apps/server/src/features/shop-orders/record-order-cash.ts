import { ORDER_CASH_COLLECTABLE, type OrderView } from '@sante/shared/order-constants';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-context';
import { payments } from '../../db/schema/payments';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { applyPaymentStatus } from '../payments/apply-payment-status';
import type { OrderActor } from './move-order';
import { readOrder } from './order-view';

/** One cash payment per order: the same key whoever records it, however many times (ADR 043). */
const CASH_KEY = 'cash-on-delivery';

/**
 * Staff record the cash of a cash-on-delivery order as collected (the courier or the pharmacy handed it over and
 * took the money): a `cash` payment of the order's total, settled at once through the payments' one transition
 * (audited, ADR 012/020), whose success hook issues the paid invoice and moves an order still awaiting payment to
 * paid. Idempotent: the payment's idempotency key is the order's, so a second record (a double tap, two staff)
 * finds the same payment and changes nothing. 404 for an unknown order; `payment_not_cash` for a mobile-money order;
 * `order_invalid_transition` for an order closed (cancelled, expired, refunded).
 */
export async function recordOrderCash(
  deps: Pick<AppDeps, 'db' | 'env'>,
  staff: NonNullable<OrderActor>,
  orderId: string,
): Promise<OrderView> {
  const { db } = deps;
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
  if (!order) throw new AppError('not_found');
  if (order.paymentChoice !== 'cash_on_delivery') throw new AppError('payment_not_cash');
  const scope = `payable:${order.id}`;
  const [recorded] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyScope, scope), eq(payments.idempotencyKey, CASH_KEY)));
  if (!recorded && !ORDER_CASH_COLLECTABLE.includes(order.status)) throw new AppError('order_invalid_transition');
  const now = new Date();
  await db
    .insert(payments)
    .values({
      payableType: 'shop_order',
      payableId: order.id,
      payerId: order.patientId,
      amount: order.totalXaf,
      provider: 'cash',
      method: 'cash',
      providerReference: `cash_${randomUUID()}`,
      nextAction: { type: 'none' },
      idempotencyScope: scope,
      idempotencyKey: CASH_KEY,
      initiatedAt: now,
    })
    .onConflictDoNothing({ target: [payments.idempotencyScope, payments.idempotencyKey] });
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyScope, scope), eq(payments.idempotencyKey, CASH_KEY)));
  if (!payment) throw new Error('cash payment not recorded');
  if (payment.status === 'pending') {
    await applyPaymentStatus(deps, payment, 'succeeded', {
      kind: 'cash',
      actorId: staff.userId,
      actorRole: staff.role,
    });
  }
  const view = await readOrder(db, orderId, 'staff');
  if (!view) throw new AppError('not_found');
  return view;
}
