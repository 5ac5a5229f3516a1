import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopPharmacyStock } from '../../db/schema/shop';
import { shopOrderLines, shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';

/** A line the pharmacist refused is not sold: its stock is neither held nor released (ADR 042). */
const sold = or(isNull(shopOrderLines.review), ne(shopOrderLines.review, 'refused'));

/**
 * Takes the order's quantities off its pharmacy's stock, line by line, each with a conditional update
 * (`quantity >= wanted`): of concurrent orders on the last units, those that find too few get `out_of_stock`
 * and their transaction rolls back; the stock never goes negative (the column's check says it again).
 */
export async function holdStock(tx: Db, orderId: string, pharmacyId: string): Promise<void> {
  const lines = await tx
    .select({ productId: shopOrderLines.productId, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(and(eq(shopOrderLines.orderId, orderId), sold))
    // One lock order for every transaction: two orders of the same products never wait for each other in a cycle.
    .orderBy(shopOrderLines.productId);
  for (const line of lines) {
    const [taken] = await tx
      .update(shopPharmacyStock)
      .set({ quantity: sql`${shopPharmacyStock.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(shopPharmacyStock.pharmacyId, pharmacyId),
          eq(shopPharmacyStock.productId, line.productId),
          gte(shopPharmacyStock.quantity, line.quantity),
        ),
      )
      .returning({ quantity: shopPharmacyStock.quantity });
    if (!taken) throw new AppError('out_of_stock');
  }
  await tx.update(shopOrders).set({ stockHeld: true }).where(eq(shopOrders.id, orderId));
}

/** Gives an order's held quantities back to its pharmacy (once: only while `stock_held`). */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx
    .update(shopOrders)
    .set({ stockHeld: false })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.stockHeld, true)))
    .returning({ pharmacyId: shopOrders.pharmacyId });
  if (!order) return;
  const lines = await tx
    .select({ productId: shopOrderLines.productId, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(and(eq(shopOrderLines.orderId, orderId), sold))
    .orderBy(shopOrderLines.productId);
  for (const line of lines) {
    await tx
      .update(shopPharmacyStock)
      .set({ quantity: sql`${shopPharmacyStock.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(shopPharmacyStock.pharmacyId, order.pharmacyId), eq(shopPharmacyStock.productId, line.productId)));
  }
}
