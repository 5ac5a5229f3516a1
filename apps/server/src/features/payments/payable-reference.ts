import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { invoices } from '../../db/schema/invoices';
import type { PaymentRow } from './payables';

/** What the payer knows the payment by: the booking's reference or the invoice's number. */
export async function payableReference(tx: Db, payment: PaymentRow): Promise<string> {
  if (payment.payableType === 'booking') {
    const [booking] = await tx
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, payment.payableId));
    return booking?.reference ?? '';
  }
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, payment.payableId));
  return invoice?.number ?? '';
}
