import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopOrderLines, shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';

/**
 * The prescription gate of an order (ADR 042), one SQL condition on `shop_orders`: no prescription-only line left
 * without the pharmacist's decision, and a total the review changed accepted by the patient. The payable resolver
 * filters on it (no payment starts) and `moveOrder` checks it before `paid` or `preparing` (no way around it).
 */
export const prescriptionCleared: SQL = sql`(not exists (select 1 from ${shopOrderLines} where ${shopOrderLines.orderId} = ${shopOrders.id} and ${shopOrderLines.prescriptionClass} = 'rx' and (${shopOrderLines.review} is null or ${shopOrderLines.review} = 'pending')) and (${shopOrders.changedByReview} = false or ${shopOrders.changesAcceptedAt} is not null))`;

/** 409 `order_prescription_required` (a line not approved) or `order_changes_to_accept` (a changed total). */
export async function assertPrescriptionCleared(tx: Db, orderId: string): Promise<void> {
  const [row] = await tx
    .select({
      pending: sql<boolean>`exists (select 1 from ${shopOrderLines} where ${shopOrderLines.orderId} = ${shopOrders.id} and ${shopOrderLines.prescriptionClass} = 'rx' and (${shopOrderLines.review} is null or ${shopOrderLines.review} = 'pending'))`,
      changed: shopOrders.changedByReview,
      acceptedAt: shopOrders.changesAcceptedAt,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId)));
  if (!row) throw new AppError('not_found');
  if (row.pending) throw new AppError('order_prescription_required');
  if (row.changed && !row.acceptedAt) throw new AppError('order_changes_to_accept');
}
