import { and, eq, or, type SQL } from 'drizzle-orm';
import { invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import type { Db } from '../../db/client';

/**
 * The payments of an order: made on the order itself (the patient's mobile money, the cash collected) or on its
 * invoice (a relative through the payment link, ADR 043). A where-clause on `payments`.
 */
export async function orderPaymentsScope(db: Db, orderId: string): Promise<SQL> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.shopOrderId, orderId));
  const direct = and(eq(payments.payableType, 'shop_order'), eq(payments.payableId, orderId)) as SQL;
  if (!invoice) return direct;
  return or(direct, and(eq(payments.payableType, 'invoice'), eq(payments.payableId, invoice.id))) as SQL;
}
