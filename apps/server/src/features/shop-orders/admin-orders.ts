import { ORDER_QUEUE_STATUSES, type OrderView } from '@sante/shared/order-constants';
import type { TAdminOrdersQuery, TAdvanceOrderRequest } from '@sante/shared/order-schemas';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { shopPharmacies } from '../../db/schema/shop';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { markPrescriptionDispensed } from '../prescriptions/mark-prescription-dispensed';
import { moveOrder, type OrderActor } from './move-order';
import { orderViews, readOrder } from './order-view';

const QUEUE_LIMIT = 100;

/**
 * The staff queue: orders in one state (by default those the pharmacy works on), searched by number, name or phone.
 * Audited (it shows patients' names and phones).
 */
export async function listOrderQueue(
  db: Db,
  staff: NonNullable<OrderActor>,
  query: TAdminOrdersQuery,
): Promise<OrderView[]> {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const digits = query.q?.replace(/\D/g, '') ?? '';
  const rows = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        query.status ? eq(shopOrders.status, query.status) : inArray(shopOrders.status, [...ORDER_QUEUE_STATUSES]),
        term
          ? or(
              ilike(shopOrders.number, term),
              ilike(shopOrders.contactName, term),
              digits.length >= 4 ? ilike(shopOrders.contactPhone, `%${digits}%`) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(shopOrders.createdAt))
    .limit(QUEUE_LIMIT);
  await audit(db, {
    action: 'shop_order.queue_read',
    outcome: 'success',
    actorId: staff.userId,
    actorRole: staff.role,
    targetType: 'shop_order',
    targetId: null,
    details: { status: query.status ?? null, count: rows.length },
  });
  return orderViews(db, rows, 'staff');
}

/**
 * The pharmacy moves an order on: preparing (paid, or cash on delivery), ready for pick-up or out for delivery
 * (as the order is fulfilled), then handed over, which needs the code the patient shows (`validation_failed` on
 * `handoverCode` otherwise). Handing over an order that carried a platform prescription marks it dispensed, by the
 * pharmacy and the reviewing pharmacist's Ordre number (ADR 042): it cannot be used again.
 */
export async function advanceOrder(
  deps: Pick<AppDeps, 'db' | 'env'>,
  staff: NonNullable<OrderActor>,
  orderId: string,
  input: TAdvanceOrderRequest,
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found');
    const fits =
      (input.status === 'preparing' && (order.status === 'paid' || order.paymentChoice === 'cash_on_delivery')) ||
      ((input.status === 'ready_for_pickup' || input.status === 'picked_up') && order.fulfilment === 'pickup') ||
      ((input.status === 'out_for_delivery' || input.status === 'delivered') && order.fulfilment === 'delivery');
    if (!fits) throw new AppError('order_invalid_transition');
    const handOver = input.status === 'picked_up' || input.status === 'delivered';
    if (handOver && input.handoverCode !== order.handoverCode)
      throw new AppError('validation_failed', { fieldErrors: { handoverCode: ['validation.handoverCode'] } });
    await moveOrder(tx, deps.env, order, input.status, staff);
    if (input.status === 'picked_up' && order.prescriptionId) {
      const [pharmacy] = await tx
        .select({ name: shopPharmacies.name })
        .from(shopPharmacies)
        .where(eq(shopPharmacies.id, order.pharmacyId));
      await markPrescriptionDispensed(
        tx,
        order.prescriptionId,
        { pharmacy: pharmacy?.name ?? '', pharmacistLicence: order.pharmacistOrdreNumber ?? '' },
        new Date(),
      );
    }
  });
  const view = await readOrder(deps.db, orderId, 'staff');
  if (!view) throw new AppError('not_found');
  return view;
}
