import { ORDER_PAY_LINK_HOURS, type OrderPayLinkResponse } from '@sante/shared/order-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { invoices } from '../../db/schema/invoices';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { newPayLinkToken, payLinkUrl } from '../invoices/pay-link';
import type { OrderActor } from './move-order';
import { issueOrderInvoice } from './issue-order-invoice';
import { assertPrescriptionCleared } from './order-prescription-gate';

/**
 * « Faire payer par un proche »: the patient gets a link that lets anyone pay their order without an account — the
 * invoices' payment link (ADR 016: 256-bit token in the URL's fragment, only its hash stored, public pay page,
 * mobile money only). The order's invoice is issued now, unpaid, and paying it pays the order (ADR 043). The link
 * works until `ORDER_PAY_LINK_HOURS` after the order was placed, and the order's stock is held as long. A new link
 * replaces the previous one (it stops working). 404 for another's order; `payable_already_paid` once paid;
 * `order_invalid_transition` for an order that cannot be paid by mobile money (cash on delivery, closed, expired);
 * `order_prescription_required` / `order_changes_to_accept` before the pharmacist's review is cleared.
 */
export async function createOrderPayLink(
  deps: Pick<AppDeps, 'db' | 'env'>,
  patient: NonNullable<OrderActor>,
  orderId: string,
  now = new Date(),
): Promise<OrderPayLinkResponse> {
  const { token, hash } = newPayLinkToken();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.patientId, patient.userId)))
      .for('update');
    if (!order) throw new AppError('not_found');
    if (order.status !== 'awaiting_payment') {
      throw new AppError(order.status === 'paid' ? 'payable_already_paid' : 'order_invalid_transition');
    }
    const expiresAt = new Date(order.createdAt.getTime() + ORDER_PAY_LINK_HOURS * 3_600_000);
    const payable =
      order.paymentChoice === 'mobile_money' && order.stockHeld && order.payBy !== null && order.payBy > now;
    if (!payable || expiresAt <= now) throw new AppError('order_invalid_transition');
    // A relative's payment must not get around the pharmacist's review (ADR 042).
    await assertPrescriptionCleared(tx, order.id);
    if (order.payBy === null || order.payBy < expiresAt) {
      await tx.update(shopOrders).set({ payBy: expiresAt, updatedAt: now }).where(eq(shopOrders.id, order.id));
    }
    const invoice = await issueOrderInvoice(tx, order, null, now);
    if (invoice.status !== 'unpaid') throw new AppError('payable_already_paid');
    await tx
      .update(invoices)
      .set({ payTokenHash: hash, payLinkExpiresAt: expiresAt })
      .where(eq(invoices.id, invoice.id));
    await audit(tx, {
      action: 'shop_order.pay_link_created',
      outcome: 'success',
      actorId: patient.userId,
      actorRole: patient.role,
      targetType: 'shop_order',
      targetId: order.id,
      details: { invoiceId: invoice.id },
    });
    return {
      payUrl: payLinkUrl(deps.env.PUBLIC_URL, invoice.id, token),
      expiresAt: expiresAt.toISOString(),
      invoiceNumber: invoice.number,
    };
  });
}
