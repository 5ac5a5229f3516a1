import { ORDER_REVIEWED_PAYMENT_HOLD_HOURS, type OrderView } from '@sante/shared/order-constants';
import type { TReviewOrderLine, TReviewOrderRequest } from '@sante/shared/order-schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopPharmacyStock, shopProducts } from '../../db/schema/shop';
import { shopOrderLines, shopOrders, staffPharmacists } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { listedProduct } from '../shop/listed-product';
import { moveOrder, type OrderActor } from './move-order';
import { orderAmounts } from './order-amounts';
import { sameMedicine } from './order-substitutes';
import { holdStock } from './order-stock';
import { readOrder, type OrderRow } from './order-view';

type LineRow = typeof shopOrderLines.$inferSelect;

/**
 * The caller's Ordre (ONPC) number: only an **active** registered pharmacist reviews, an order of their partner
 * pharmacy or, as the platform's own pharmacist (no pharmacy), of any (ADR 049); 403 otherwise.
 */
export async function pharmacistOrdreNumber(db: Db, userId: string, pharmacyId: string): Promise<string> {
  const [pharmacist] = await db
    .select({ ordreNumber: staffPharmacists.ordreNumber })
    .from(staffPharmacists)
    .where(
      and(
        eq(staffPharmacists.userId, userId),
        eq(staffPharmacists.active, true),
        or(isNull(staffPharmacists.pharmacyId), eq(staffPharmacists.pharmacyId, pharmacyId)),
      ),
    );
  if (!pharmacist) throw new AppError('pharmacist_required');
  return pharmacist.ordreNumber;
}

/**
 * A generic for `line` at the order's pharmacy: another listed medicine of the same DCI, form and strength,
 * in stock there for the line's quantity, priced by that pharmacy (never the client). 422 otherwise.
 */
async function substituteFor(tx: Db, order: OrderRow, line: LineRow, substituteId: string, taken: Set<string>) {
  const [ordered] = await tx.select().from(shopProducts).where(eq(shopProducts.id, line.productId));
  const [substitute] = await tx
    .select({ product: shopProducts, priceXaf: shopPharmacyStock.priceXaf })
    .from(shopProducts)
    .innerJoin(
      shopPharmacyStock,
      and(eq(shopPharmacyStock.productId, shopProducts.id), eq(shopPharmacyStock.pharmacyId, order.pharmacyId)),
    )
    .where(
      and(
        eq(shopProducts.id, substituteId),
        listedProduct,
        eq(shopProducts.kind, 'medicine'),
        ordered ? sameMedicine(ordered) : sql`false`,
        sql`${shopPharmacyStock.quantity} >= ${line.quantity}`,
      ),
    );
  if (!substitute || !ordered?.dci || taken.has(substituteId)) throw new AppError('order_substitute_invalid');
  return substitute;
}

/** Writes the pharmacist's decision on one prescription-only line (the line keeps what was ordered when substituted). */
async function decide(tx: Db, order: OrderRow, line: LineRow, decision: TReviewOrderLine, taken: Set<string>) {
  const where = and(eq(shopOrderLines.orderId, order.id), eq(shopOrderLines.productId, line.productId));
  if (decision.decision === 'approve') {
    await tx.update(shopOrderLines).set({ review: 'approved' }).where(where);
    return;
  }
  if (decision.decision === 'refuse') {
    await tx
      .update(shopOrderLines)
      .set({ review: 'refused', refusalReason: decision.reason ?? null })
      .where(where);
    return;
  }
  const { product, priceXaf } = await substituteFor(tx, order, line, decision.substituteProductId ?? '', taken);
  taken.add(product.id);
  await tx
    .update(shopOrderLines)
    .set({
      review: 'substituted',
      productId: product.id,
      name: product.name,
      packSize: product.packSize,
      prescriptionClass: product.prescriptionClass,
      unitPriceXaf: priceXaf,
      orderedProductId: line.productId,
      orderedName: line.name,
      orderedUnitPriceXaf: line.unitPriceXaf,
    })
    .where(where);
}

/**
 * `POST /api/admin/shop/orders/{id}/review` (`shop_orders.review`, a registered pharmacist): a decision on every
 * prescription-only line (approve, substitute a generic of the same DCI, refuse with a reason), recorded with the
 * pharmacist's Ordre number and the time. The amounts are computed again from the pharmacy's prices; the stock is
 * held (ADR 038) and the order awaits payment, or is cancelled when every line is refused. A platform prescription
 * already dispensed elsewhere meanwhile is 409.
 */
export async function reviewOrder(
  deps: Pick<AppDeps, 'db' | 'env'>,
  pharmacist: NonNullable<OrderActor>,
  orderId: string,
  input: TReviewOrderRequest,
  now = new Date(),
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
    if (!order) throw new AppError('not_found');
    const ordreNumber = await pharmacistOrdreNumber(tx, pharmacist.userId, order.pharmacyId);
    if (order.status !== 'pharmacist_review') throw new AppError('order_invalid_transition');
    const lines = await tx.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order.id));
    const pending = lines.filter((line) => line.review === 'pending');
    const covers =
      input.lines.length === pending.length &&
      pending.every((line) => input.lines.some((decision) => decision.productId === line.productId));
    if (!covers) throw new AppError('order_review_incomplete');
    if (order.prescriptionId) {
      const [prescription] = await tx
        .select({ dispensedAt: prescriptions.dispensedAt })
        .from(prescriptions)
        .where(eq(prescriptions.id, order.prescriptionId));
      if (prescription?.dispensedAt) throw new AppError('prescription_already_dispensed');
    }
    const taken = new Set(lines.map((line) => line.productId));
    for (const line of pending) {
      const decision = input.lines.find((candidate) => candidate.productId === line.productId);
      if (decision) await decide(tx, order, line, decision, taken);
    }
    const reviewed = await tx.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order.id));
    const sold = reviewed.filter((line) => line.review !== 'refused');
    const changed = input.lines.some((decision) => decision.decision !== 'approve');
    const amounts = orderAmounts(sold, order.deliveryFeeXaf, order);
    await tx
      .update(shopOrders)
      .set({
        ...amounts,
        reviewedBy: pharmacist.userId,
        pharmacistOrdreNumber: ordreNumber,
        reviewedAt: now,
        changedByReview: changed,
        reviewBy: null,
        payBy: new Date(now.getTime() + ORDER_REVIEWED_PAYMENT_HOLD_HOURS * 3_600_000),
      })
      .where(eq(shopOrders.id, order.id));
    if (sold.length > 0) await holdStock(tx, order.id, order.pharmacyId);
    await moveOrder(tx, deps.env, order, sold.length > 0 ? 'awaiting_payment' : 'cancelled', pharmacist);
    await audit(tx, {
      action: 'shop_order.reviewed',
      outcome: 'success',
      actorId: pharmacist.userId,
      actorRole: pharmacist.role,
      targetType: 'shop_order',
      targetId: order.id,
      details: {
        approved: input.lines.filter((line) => line.decision === 'approve').length,
        substituted: input.lines.filter((line) => line.decision === 'substitute').length,
        refused: input.lines.filter((line) => line.decision === 'refuse').length,
        total: amounts.totalXaf,
      },
    });
  });
  const view = await readOrder(deps.db, orderId, 'staff');
  if (!view) throw new AppError('not_found');
  return view;
}
