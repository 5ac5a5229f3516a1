import { invoiceNumber, type InvoiceLine } from '@sante/shared/invoice-constants';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { shopOrderLines } from '../../db/schema/shop-orders';
import { allocateInvoiceSequence } from '../invoices/allocate-invoice-number';
import { doualaYear } from '../invoices/issue-booking-invoice';
import type { PaymentRow } from '../payments/payables';
import type { OrderRow } from './order-view';

type InvoiceRow = typeof invoices.$inferSelect;

/** The VAT contained in a VAT-included amount at `rateBp` (whole francs). */
function vatIn(amount: number, rateBp: number): number {
  return Math.round((amount * rateBp) / (10_000 + rateBp));
}

/**
 * The invoice's lines of an order, with their VAT as applied to the order: health products and the delivery fee at
 * the order's rate, medicines exempt. Rounded line by line, the last taxed line takes the difference, so the lines'
 * VAT adds up to the order's `vat_xaf` (the figure computed at checkout, ADR 038).
 */
export async function orderInvoiceLines(tx: Db, order: OrderRow): Promise<InvoiceLine[]> {
  const rows = await tx
    .select()
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, order.id))
    .orderBy(asc(shopOrderLines.name));
  const lines: InvoiceLine[] = rows.map((row) => {
    const totalXaf = row.unitPriceXaf * row.quantity;
    const vatRateBp = row.kind === 'medicine' ? 0 : order.vatRateBp;
    return {
      label: `${row.name} (${row.packSize})`,
      quantity: row.quantity,
      unitPriceXaf: row.unitPriceXaf,
      totalXaf,
      vatRateBp,
      vatXaf: vatIn(totalXaf, vatRateBp),
    };
  });
  if (order.deliveryFeeXaf > 0) {
    lines.push({
      label: 'Frais de livraison',
      quantity: 1,
      unitPriceXaf: order.deliveryFeeXaf,
      totalXaf: order.deliveryFeeXaf,
      vatRateBp: order.vatRateBp,
      vatXaf: vatIn(order.deliveryFeeXaf, order.vatRateBp),
    });
  }
  const lastTaxed = lines.findLast((line) => (line.vatRateBp ?? 0) > 0);
  if (lastTaxed) {
    const others = lines.reduce((sum, line) => sum + (line === lastTaxed ? 0 : (line.vatXaf ?? 0)), 0);
    lastTaxed.vatXaf = order.vatXaf - others;
  }
  return lines;
}

/**
 * The order's one invoice (`kind` shop_order, numbered in the invoices' gapless yearly sequence, ADR 016), in the
 * caller's transaction, which holds the order's row lock. With `payment`: paid by it — issued now, or the unpaid
 * invoice of a relative's link marked paid. Without: issued unpaid (the relative's link). Returns the invoice as
 * it stands (an invoice already paid is left as it is).
 */
export async function issueOrderInvoice(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow | null,
  now = new Date(),
): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.shopOrderId, order.id)).for('update');
  const paidAt = payment?.settledAt ?? now;
  if (existing) {
    if (!payment || existing.status !== 'unpaid') return existing;
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt, paymentId: payment.id })
      .where(and(eq(invoices.id, existing.id), eq(invoices.status, 'unpaid')))
      .returning();
    return paid ?? existing;
  }
  const issuedAt = payment ? paidAt : now;
  const year = doualaYear(issuedAt);
  const sequence = await allocateInvoiceSequence(tx, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      kind: 'shop_order',
      shopOrderId: order.id,
      patientId: order.patientId,
      recipientName: order.contactName,
      recipientPhone: order.contactPhone,
      lines: await orderInvoiceLines(tx, order),
      totalXaf: order.totalXaf,
      status: payment ? 'paid' : 'unpaid',
      issuedAt,
      paidAt: payment ? paidAt : null,
      paymentId: payment?.id ?? null,
      note: `Commande ${order.number}`,
    })
    .returning();
  if (!row) throw new Error('order invoice not inserted');
  return row;
}

/** An order closed unpaid (cancelled, expired): the invoice of its relative's link is cancelled (it keeps its number). */
export async function cancelUnpaidOrderInvoice(tx: Db, orderId: string, actorId: string | null): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: actorId })
    .where(and(eq(invoices.shopOrderId, orderId), eq(invoices.status, 'unpaid')));
}
