import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { invoices } from '../../db/schema/invoices';
import { shopOrders } from '../../db/schema/shop-orders';
import type { PaymentRow } from './payables';

/** What the payer knows the payment by: the booking's reference, the invoice's or the order's number. */
export async function payableReference(tx: Db, payment: PaymentRow): Promise<string> {
  if (payment.payableType === 'booking') {
    const [booking] = await tx
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, payment.payableId));
    return booking?.reference ?? '';
  }
  if (payment.payableType === 'shop_order') {
    const [order] = await tx
      .select({ number: shopOrders.number })
      .from(shopOrders)
      .where(eq(shopOrders.id, payment.payableId));
    return order?.number ?? '';
  }
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, payment.payableId));
  return invoice?.number ?? '';
}
