import { ORDER_CASH_COLLECTABLE } from '@sante/shared/order-constants';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { shopOrders } from '../../db/schema/shop-orders';
import {
  onPaymentRefunded,
  onPaymentSucceeded,
  registerPayable,
  type Payable,
  type PaymentRow,
} from '../payments/payables';
import { queuePaymentRefundDue } from '../payments/payment-refund-due';
import { issueOrderInvoice } from './issue-order-invoice';
import { moveOrder } from './move-order';
import { prescriptionCleared } from './order-prescription-gate';
import type { OrderRow } from './order-view';

/**
 * An order as its patient may pay it by mobile money: their own, awaiting payment, its stock still held (before
 * `pay_by`). The amount is the order's total as the server computed it; the description names the order only.
 * Any other state (a prescription not yet approved, review, expired...) cannot be paid: not found; neither can a
 * prescription-only line the pharmacist has not approved, nor a changed total the patient has not accepted (ADR 042).
 */
export async function resolveOrderPayable(db: Db, orderId: string, payerId: string | null): Promise<Payable | null> {
  if (!payerId) return null;
  const [order] = await db
    .select({ number: shopOrders.number, totalXaf: shopOrders.totalXaf })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.id, orderId),
        eq(shopOrders.patientId, payerId),
        eq(shopOrders.status, 'awaiting_payment'),
        eq(shopOrders.paymentChoice, 'mobile_money'),
        eq(shopOrders.stockHeld, true),
        gt(shopOrders.payBy, new Date()),
        prescriptionCleared,
      ),
    );
  if (!order) return null;
  return { amount: order.totalXaf, currency: 'XAF', description: `Commande ${order.number}`, doctorId: null };
}

/** The order a payment pays: directly (`shop_order`), or through the order's invoice (a relative's link). */
async function lockOrderOf(tx: Db, payment: PaymentRow): Promise<OrderRow | undefined> {
  let orderId: string | null = payment.payableType === 'shop_order' ? payment.payableId : null;
  if (payment.payableType === 'invoice') {
    const [invoice] = await tx
      .select({ shopOrderId: invoices.shopOrderId })
      .from(invoices)
      .where(eq(invoices.id, payment.payableId));
    orderId = invoice?.shopOrderId ?? null;
  }
  if (!orderId) return undefined;
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
  return order;
}

/**
 * In the transaction that settles an order's payment (mobile money, the relative's link, or the cash collected): an
 * order awaiting payment becomes paid, and its invoice is issued paid (ADR 043). Cash collected for a cash-on-delivery
 * order the pharmacy already moved on issues the invoice without moving it. A success that lands after the order was
 * cancelled or expired (its stock released), or after another payment paid it, is recorded and owed back
 * (`order_closed`).
 */
export function markOrderPaid(deps: Pick<AppDeps, 'env'>) {
  return async (tx: Db, payment: PaymentRow): Promise<void> => {
    const order = await lockOrderOf(tx, payment);
    if (!order) return;
    if (order.status === 'awaiting_payment') {
      const paid = await moveOrder(tx, deps.env, order, 'paid', null);
      await issueOrderInvoice(tx, paid, payment);
      return;
    }
    const cashCollected =
      payment.provider === 'cash' &&
      order.paymentChoice === 'cash_on_delivery' &&
      ORDER_CASH_COLLECTABLE.includes(order.status);
    if (cashCollected) {
      await issueOrderInvoice(tx, order, payment);
      return;
    }
    const [flagged] = await tx
      .update(payments)
      .set({ refundReason: 'order_closed' })
      .where(eq(payments.id, payment.id))
      .returning();
    if (flagged) await queuePaymentRefundDue(tx, deps.env, flagged);
  };
}

/** A refund of a cancelled or expired order's payment (recorded by staff) closes the order as refunded. */
export function markOrderRefunded(deps: Pick<AppDeps, 'env'>) {
  return async (tx: Db, payment: PaymentRow, refund: { actorId: string }): Promise<void> => {
    const order = await lockOrderOf(tx, payment);
    if (order?.status !== 'cancelled' && order?.status !== 'expired') return;
    await moveOrder(tx, deps.env, order, 'refunded', { userId: refund.actorId, role: null });
  };
}

registerPayable('shop_order', resolveOrderPayable);

const hooked = new WeakSet<object>();

/** The hooks need the app's env: registered once per set of dependencies (shopOrdersRoutes). */
export function registerOrderPaymentHooks(deps: Pick<AppDeps, 'env'>): void {
  if (hooked.has(deps)) return;
  hooked.add(deps);
  onPaymentSucceeded(markOrderPaid(deps));
  onPaymentRefunded(markOrderRefunded(deps));
}
