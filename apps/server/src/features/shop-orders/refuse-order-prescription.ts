import { ORDER_PRESCRIPTION_HOURS, type OrderView } from '@sante/shared/order-constants';
import type { TRefuseOrderPrescriptionRequest } from '@sante/shared/order-schemas';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { shopOrderPrescriptionRefusals, shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { moveOrder, type OrderActor } from './move-order';
import { readOrder } from './order-view';
import { pharmacistOrdreNumber } from './review-order';

/**
 * `POST /api/admin/shop/orders/{id}/prescription/refuse` (`shop_orders.review`, a registered pharmacist of the
 * order's pharmacy): the prescription itself is refused (illegible, expired, another patient's...) with a reason the
 * patient reads. The order goes back to `awaiting_prescription` on the same number and lines (no stock is held
 * before the review, ADR 042), the patient has `ORDER_PRESCRIPTION_HOURS` again to send another. The refused photo
 * or platform prescription is kept in `shop_order_prescription_refusals`, no longer the order's current one.
 */
export async function refuseOrderPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  pharmacist: NonNullable<OrderActor>,
  orderId: string,
  input: TRefuseOrderPrescriptionRequest,
  now = new Date(),
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found');
    const ordreNumber = await pharmacistOrdreNumber(tx, pharmacist.userId, order.pharmacyId);
    if (order.status !== 'pharmacist_review') throw new AppError('order_invalid_transition');
    const [refusal] = await tx
      .insert(shopOrderPrescriptionRefusals)
      .values({
        orderId: order.id,
        prescriptionId: order.prescriptionId,
        prescriptionObjectId: order.prescriptionObjectId,
        reason: input.reason,
        refusedBy: pharmacist.userId,
        pharmacistOrdreNumber: ordreNumber,
        refusedAt: now,
      })
      .returning({ id: shopOrderPrescriptionRefusals.id });
    await tx
      .update(shopOrders)
      .set({
        prescriptionId: null,
        prescriptionObjectId: null,
        reviewBy: new Date(now.getTime() + ORDER_PRESCRIPTION_HOURS * 3_600_000),
      })
      .where(eq(shopOrders.id, order.id));
    await moveOrder(tx, deps.env, order, 'awaiting_prescription', pharmacist);
    await audit(tx, {
      action: 'shop_order.prescription_refused',
      outcome: 'success',
      actorId: pharmacist.userId,
      actorRole: pharmacist.role,
      targetType: 'shop_order',
      targetId: order.id,
      details: { refusalId: refusal?.id ?? null },
    });
  });
  const view = await readOrder(deps.db, orderId, 'staff');
  if (!view) throw new AppError('not_found');
  return view;
}
