import {
  mayMoveOrder,
  ORDER_UPDATED_EVENT,
  type OrderStatus,
  type OrderUpdatedMessage,
} from '@sante/shared/order-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { shopOrderEvents, shopOrders } from '../../db/schema/shop-orders';
import type { Env } from '../../env';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';
import { notifyUser } from '../messaging/notify-user';
import type { OrderNotice } from '../messaging/templates';
import { cancelUnpaidOrderInvoice } from './issue-order-invoice';
import { assertPrescriptionCleared } from './order-prescription-gate';
import { releaseStock } from './order-stock';
import type { OrderRow } from './order-view';

/** Who moves an order: a person (patient, pharmacist, staff) or the system (null: a payment, the expiry job). */
export type OrderActor = { userId: string; role: string | null } | null;

const NOTICES: Partial<Record<OrderStatus, OrderNotice>> = {
  awaiting_prescription: 'needs_prescription',
  awaiting_payment: 'received',
  paid: 'paid',
  ready_for_pickup: 'ready_for_pickup',
  out_for_delivery: 'out_for_delivery',
  picked_up: 'handed_over',
  delivered: 'handed_over',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
};

/**
 * Moves an order from the state it was read in to `to`, in `tx`, once: a compare-and-set on the status makes a
 * concurrent writer (the patient cancelling while the payment lands) lose with `order_invalid_transition`.
 * Records the event (actor, time) and an audit row, gives the held stock back on cancel or expiry (and cancels the
 * unpaid invoice of a relative's payment link, ADR 043), queues the
 * patient's notification (outbox) and the realtime push (a job: it exists only if the transaction commits).
 * Nothing is paid or prepared while a prescription-only line waits for the pharmacist or the patient has not
 * accepted a total the review changed (ADR 042): whichever operation asks (payment, cash, staff move).
 */
export async function moveOrder(
  tx: Db,
  env: Env,
  order: Pick<OrderRow, 'id' | 'status' | 'patientId' | 'number'>,
  to: OrderStatus,
  actor: OrderActor,
): Promise<OrderRow> {
  if (!mayMoveOrder(order.status, to)) throw new AppError('order_invalid_transition');
  if (to === 'paid' || to === 'preparing') await assertPrescriptionCleared(tx, order.id);
  const [moved] = await tx
    .update(shopOrders)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(shopOrders.id, order.id), eq(shopOrders.status, order.status)))
    .returning();
  if (!moved) throw new AppError('order_invalid_transition');
  await recordOrderEvent(tx, env, moved, actor, order.status);
  if (to === 'cancelled' || to === 'expired') {
    await releaseStock(tx, order.id);
    await cancelUnpaidOrderInvoice(tx, order.id, actor?.userId ?? null);
  }
  await audit(tx, {
    action: `shop_order.${to}`,
    outcome: 'success',
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    targetType: 'shop_order',
    targetId: order.id,
    details: { from: order.status },
  });
  return moved;
}

/** The event of a state entered (at creation too), the patient's notice and the queued push. */
export async function recordOrderEvent(
  tx: Db,
  env: Env,
  order: OrderRow,
  actor: OrderActor,
  from: OrderStatus | null = null,
): Promise<void> {
  await tx.insert(shopOrderEvents).values({
    orderId: order.id,
    status: order.status,
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
  });
  const notice = noticeOf(order, from);
  if (notice) {
    await notifyUser(tx, env, {
      userId: order.patientId,
      kind: 'orders_billing',
      template: 'order_status',
      params: { number: order.number, notice },
    });
  }
  await enqueue(tx, ORDER_UPDATED_JOB, { orderId: order.id });
}

/**
 * Awaiting payment after the review: approved as is, or changed; awaiting a prescription again: the last one was
 * refused (ADR 053); expired during the prescription step: said so.
 */
function noticeOf(order: OrderRow, from: OrderStatus | null): OrderNotice | undefined {
  if (order.status === 'awaiting_prescription' && from === 'pharmacist_review') return 'prescription_refused';
  if (order.status === 'awaiting_payment' && order.reviewedAt) return order.changedByReview ? 'changed' : 'approved';
  if (order.status === 'expired' && order.reviewBy) return 'prescription_expired';
  return NOTICES[order.status];
}

export const ORDER_UPDATED_JOB = 'shop_order.updated';

/** Pushes a committed change of an order to its patient's screens and every staff screen (ids and status only). */
export function orderUpdatedHandler(deps: Pick<AppDeps, 'db' | 'realtime'>): JobHandler {
  return async (job) => {
    const orderId = typeof job.payload.orderId === 'string' ? job.payload.orderId : '';
    const [order] = await deps.db
      .select({ id: shopOrders.id, status: shopOrders.status, patientId: shopOrders.patientId })
      .from(shopOrders)
      .where(eq(shopOrders.id, orderId));
    if (!order) return;
    const message: OrderUpdatedMessage = { orderId: order.id, status: order.status };
    deps.realtime.emitTo([userRoom(order.patientId), STAFF_ROOM], ORDER_UPDATED_EVENT, message);
  };
}
