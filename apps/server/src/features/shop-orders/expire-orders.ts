import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { moveOrder } from './move-order';

export const EXPIRE_ORDERS_JOB = 'shop_orders.expire';

/** Still awaiting payment after `pay_by`, or still in the prescription step after `review_by` (ADR 042). */
const overdue = (now: Date) =>
  or(
    and(eq(shopOrders.status, 'awaiting_payment'), lte(shopOrders.payBy, now)),
    and(inArray(shopOrders.status, ['awaiting_prescription', 'pharmacist_review']), lte(shopOrders.reviewBy, now)),
  );

/**
 * Every minute: an order still awaiting payment after `pay_by` expires and its stock goes back to the pharmacy; an
 * order whose prescription was not attached or reviewed before `review_by` expires too (it holds no stock).
 * Each order in its own transaction, re-read under its lock: a payment that lands first wins (the order is paid,
 * the compare-and-set finds nothing to expire); one that lands after is recorded and owed back.
 */
export async function expireOrders(deps: Pick<AppDeps, 'db' | 'env'>, now: Date): Promise<{ expired: number }> {
  const due = await deps.db.select({ id: shopOrders.id }).from(shopOrders).where(overdue(now));
  let expired = 0;
  for (const { id } of due) {
    const moved = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.id, id), overdue(now)))
        .for('update');
      if (!order) return false;
      await moveOrder(tx, deps.env, order, 'expired', null);
      return true;
    });
    if (moved) expired++;
  }
  return { expired };
}
