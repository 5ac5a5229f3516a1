import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { moveOrder } from './move-order';

export const EXPIRE_ORDERS_JOB = 'shop_orders.expire';

/**
 * Every minute: an order still awaiting payment after `pay_by` expires and its stock goes back to the pharmacy.
 * Each order in its own transaction, re-read under its lock: a payment that lands first wins (the order is paid,
 * the compare-and-set finds nothing to expire); one that lands after is recorded and owed back.
 */
export async function expireOrders(deps: Pick<AppDeps, 'db' | 'env'>, now: Date): Promise<{ expired: number }> {
  const due = await deps.db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'awaiting_payment'), lte(shopOrders.payBy, now)));
  let expired = 0;
  for (const { id } of due) {
    const moved = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.id, id), eq(shopOrders.status, 'awaiting_payment'), lte(shopOrders.payBy, now)))
        .for('update');
      if (!order) return false;
      await moveOrder(tx, deps.env, order, 'expired', null);
      return true;
    });
    if (moved) expired++;
  }
  return { expired };
}
