import type {
  OrderInvoiceSummary,
  OrderPrescriptionRefusalView,
  OrderPrescriptionView,
  OrderView,
} from '@sante/shared/order-constants';
import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopPharmacies } from '../../db/schema/shop';
import {
  shopOrderEvents,
  shopOrderLines,
  shopOrderPrescriptionRefusals,
  shopOrders,
} from '../../db/schema/shop-orders';
import { storageObjects } from '../../db/schema/storage';
import type { PaymentRow } from '../payments/payables';
import { orderPaymentsScope } from './order-payments';

export type OrderRow = typeof shopOrders.$inferSelect;

/** Who reads an order: its patient (scoped in the query: another's order is not found), or staff. */
export type OrderReader = { patientId: string } | 'staff';

export function readerScope(reader: OrderReader): SQL | undefined {
  return reader === 'staff' ? undefined : eq(shopOrders.patientId, reader.patientId);
}

/** The orders as their patient or staff see them, lines, pharmacy and history included. */
export async function orderViews(db: Db, orders: readonly OrderRow[], reader: OrderReader): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const views: OrderView[] = [];
  for (const order of orders) {
    const lines = await db
      .select()
      .from(shopOrderLines)
      .where(eq(shopOrderLines.orderId, order.id))
      .orderBy(asc(shopOrderLines.name));
    const events = await db
      .select({ status: shopOrderEvents.status, at: shopOrderEvents.at, actorRole: shopOrderEvents.actorRole })
      .from(shopOrderEvents)
      .where(eq(shopOrderEvents.orderId, order.id))
      .orderBy(asc(shopOrderEvents.at));
    const [pharmacy] = await db
      .select({
        id: shopPharmacies.id,
        name: shopPharmacies.name,
        city: shopPharmacies.city,
        quartier: shopPharmacies.quartier,
        address: shopPharmacies.address,
        phone: shopPharmacies.phone,
        weeklyHours: shopPharmacies.weeklyHours,
      })
      .from(shopPharmacies)
      .where(eq(shopPharmacies.id, order.pharmacyId));
    if (!pharmacy) throw new Error('order without its pharmacy');
    const prescription = await prescriptionOf(db, order);
    const waiting = order.status === 'awaiting_prescription' || order.status === 'pharmacist_review';
    const cleared = lines.every(
      (line) => line.prescriptionClass !== 'rx' || (line.review && line.review !== 'pending'),
    );
    const accepted = !order.changedByReview || order.changesAcceptedAt !== null;
    const invoice = await orderInvoiceOf(db, order.id);
    const paidOnce = events.some((event) => event.status === 'paid') || order.paymentChoice === 'cash_on_delivery';
    views.push({
      id: order.id,
      number: order.number,
      status: order.status,
      fulfilment: order.fulfilment,
      pharmacy,
      deliveryZoneId: order.deliveryZoneId,
      deliveryAddress: order.deliveryAddress,
      contactName: order.contactName,
      contactPhone: order.contactPhone,
      paymentChoice: order.paymentChoice,
      lines: lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        kind: line.kind,
        prescriptionClass: line.prescriptionClass,
        packSize: line.packSize,
        quantity: line.quantity,
        unitPriceXaf: line.unitPriceXaf,
        totalXaf: line.review === 'refused' ? 0 : line.unitPriceXaf * line.quantity,
        review: line.review,
        refusalReason: line.refusalReason,
        ordered:
          line.orderedProductId && line.orderedName && line.orderedUnitPriceXaf !== null
            ? { productId: line.orderedProductId, name: line.orderedName, unitPriceXaf: line.orderedUnitPriceXaf }
            : null,
      })),
      subtotalXaf: order.subtotalXaf,
      deliveryFeeXaf: order.deliveryFeeXaf,
      totalXaf: order.totalXaf,
      vatXaf: order.vatXaf,
      payBy: order.status === 'awaiting_payment' && order.payBy ? order.payBy.toISOString() : null,
      reviewBy: waiting && order.reviewBy ? order.reviewBy.toISOString() : null,
      prescription,
      prescriptionRefusal: order.status === 'awaiting_prescription' ? await lastRefusalOf(db, order.id) : null,
      review:
        order.reviewedAt && order.pharmacistOrdreNumber
          ? {
              at: order.reviewedAt.toISOString(),
              pharmacistOrdreNumber: order.pharmacistOrdreNumber,
              changed: order.changedByReview,
              acceptedAt: order.changesAcceptedAt?.toISOString() ?? null,
            }
          : null,
      payable: order.status === 'awaiting_payment' && order.paymentChoice === 'mobile_money' && cleared && accepted,
      // The code proves the hand-over: only its patient sees it, once the order is paid (or to pay on delivery).
      handoverCode: reader !== 'staff' && paidOnce ? order.handoverCode : null,
      createdAt: order.createdAt.toISOString(),
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
      invoice,
      cashCollected: order.paymentChoice === 'cash_on_delivery' && invoice?.status === 'paid',
      refundDue: reader === 'staff' && (await refundablePaymentOf(db, order)) !== null,
    });
  }
  return views;
}

/** The prescription attached to an order: a signed platform prescription, or an uploaded paper's type. */
async function prescriptionOf(db: Db, order: OrderRow): Promise<OrderPrescriptionView | null> {
  if (order.prescriptionId) {
    const [row] = await db
      .select({ signedAt: prescriptions.signedAt, prescriber: prescriptions.prescriber })
      .from(prescriptions)
      .where(eq(prescriptions.id, order.prescriptionId));
    return {
      kind: 'platform',
      prescriptionId: order.prescriptionId,
      signedAt: row?.signedAt?.toISOString() ?? null,
      prescriber: row?.prescriber ?? null,
    };
  }
  if (!order.prescriptionObjectId) return null;
  const [object] = await db
    .select({ contentType: storageObjects.mimeType })
    .from(storageObjects)
    .where(eq(storageObjects.id, order.prescriptionObjectId));
  return { kind: 'upload', contentType: object?.contentType ?? null };
}

/** Why the pharmacist refused the order's last prescription (ADR 053), if they did. */
async function lastRefusalOf(db: Db, orderId: string): Promise<OrderPrescriptionRefusalView | null> {
  const [row] = await db
    .select({ reason: shopOrderPrescriptionRefusals.reason, at: shopOrderPrescriptionRefusals.refusedAt })
    .from(shopOrderPrescriptionRefusals)
    .where(eq(shopOrderPrescriptionRefusals.orderId, orderId))
    .orderBy(desc(shopOrderPrescriptionRefusals.refusedAt))
    .limit(1);
  return row ? { reason: row.reason, at: row.at.toISOString() } : null;
}

/** The order's invoice and its credit note, if any (ADR 043). */
async function orderInvoiceOf(db: Db, orderId: string): Promise<OrderInvoiceSummary | null> {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(eq(invoices.shopOrderId, orderId));
  if (!row) return null;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    creditNote:
      row.creditNoteId && row.creditNoteNumber ? { id: row.creditNoteId, number: row.creditNoteNumber } : null,
  };
}

/**
 * The order's payment staff owe back, oldest first: a success flagged with a reason (paid after the order closed,
 * twice), or any success of an order cancelled or expired. Null when nothing is owed.
 */
export async function refundablePaymentOf(db: Db, order: Pick<OrderRow, 'id' | 'status'>): Promise<PaymentRow | null> {
  const closed = order.status === 'cancelled' || order.status === 'expired';
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        await orderPaymentsScope(db, order.id),
        eq(payments.status, 'succeeded'),
        closed ? undefined : isNotNull(payments.refundReason),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/** One order as `reader` may see it; 404 when it is not theirs. */
export async function readOrder(db: Db, id: string, reader: OrderReader): Promise<OrderView | null> {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), readerScope(reader)));
  if (!order) return null;
  const [view] = await orderViews(db, [order], reader);
  return view ?? null;
}
