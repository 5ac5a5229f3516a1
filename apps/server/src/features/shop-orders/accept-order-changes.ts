import type { OrderView } from '@sante/shared/order-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { enqueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { ORDER_UPDATED_JOB, type OrderActor } from './move-order';
import { readOrder } from './order-view';

/**
 * `POST /api/shop/orders/{id}/accept`: the patient accepts the total the pharmacist's review changed (a generic, a
 * refused line) before paying (ADR 042). Another's order: 404; nothing to accept (not changed, already accepted,
 * no longer awaiting payment): 409 `order_invalid_transition`.
 */
export async function acceptOrderChanges(
  deps: Pick<AppDeps, 'db'>,
  patient: NonNullable<OrderActor>,
  orderId: string,
  now = new Date(),
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.patientId, patient.userId)))
      .for('update');
    if (!order) throw new AppError('not_found');
    const [accepted] = await tx
      .update(shopOrders)
      .set({ changesAcceptedAt: now, updatedAt: now })
      .where(
        and(
          eq(shopOrders.id, orderId),
          eq(shopOrders.status, 'awaiting_payment'),
          eq(shopOrders.changedByReview, true),
          isNull(shopOrders.changesAcceptedAt),
        ),
      )
      .returning({ totalXaf: shopOrders.totalXaf });
    if (!accepted) throw new AppError('order_invalid_transition');
    await audit(tx, {
      action: 'shop_order.changes_accepted',
      outcome: 'success',
      actorId: patient.userId,
      actorRole: patient.role,
      targetType: 'shop_order',
      targetId: orderId,
      details: { total: accepted.totalXaf },
    });
    await enqueue(tx, ORDER_UPDATED_JOB, { orderId });
  });
  const view = await readOrder(deps.db, orderId, { patientId: patient.userId });
  if (!view) throw new AppError('not_found');
  return view;
}
