import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { onPaymentSucceeded, registerPayable, type Payable, type PaymentRow } from '../payments/payables';

/**
 * An invoice as a payer may pay it. A signed-in payer (`POST /api/payments`, patients only) pays their own
 * invoices. Without a payer, the caller is the payment link's route, which has checked the link's token first;
 * the link must still be valid. Another patient's invoice or a cancelled one: null (404); a paid one says so
 * (`paid`: the payer is told `payable_already_paid`, ADR 020).
 */
export async function resolveInvoicePayable(
  db: Db,
  invoiceId: string,
  payerId: string | null,
): Promise<Payable | null> {
  const [invoice] = await db
    .select({
      number: invoices.number,
      totalXaf: invoices.totalXaf,
      doctorId: invoices.doctorId,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        ne(invoices.status, 'cancelled'),
        payerId ? eq(invoices.patientId, payerId) : gt(invoices.payLinkExpiresAt, new Date()),
      ),
    );
  if (!invoice) return null;
  return {
    amount: invoice.totalXaf,
    currency: 'XAF',
    description: `Facture ${invoice.number}`,
    doctorId: invoice.doctorId,
    paid: invoice.status === 'paid',
  };
}

/**
 * In the transaction where a payment settles the invoice (the one settlement of ADR 020): the invoice becomes
 * paid by it, once (a replay finds it paid).
 */
export async function markInvoicePaid(tx: Db, payment: PaymentRow): Promise<void> {
  if (payment.payableType !== 'invoice') return;
  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: payment.settledAt ?? new Date(), paymentId: payment.id })
    .where(and(eq(invoices.id, payment.payableId), eq(invoices.status, 'unpaid')));
}

// Both need only the database: registered when this module loads.
registerPayable('invoice', resolveInvoicePayable);
onPaymentSucceeded(markInvoicePaid);
