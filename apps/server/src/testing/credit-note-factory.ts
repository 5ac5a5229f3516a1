import { randomUUID } from 'node:crypto';
import { invoiceNumber } from '@sante/shared/invoice-constants';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-context';
import { creditNotes, invoices } from '../db/schema/invoices';
import { payments } from '../db/schema/payments';
import { allocateInvoiceSequence } from '../features/invoices/allocate-invoice-number';
import { doualaYear } from '../features/invoices/issue-booking-invoice';
import { issueCreditNote } from '../features/invoices/issue-credit-note';

/**
 * A paid custom invoice of `patientId` addressed to `recipientName` (15 000 FCFA in cash) whose payment was refunded, with its credit note
 * issued by the same function as a refund recorded by staff. Returns the credit note's id.
 */
export async function createRefundedInvoice(
  deps: Pick<AppDeps, 'db'>,
  patientId: string,
  recipientName = 'Aline Ekwalla',
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const invoiceId = randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        payableType: 'invoice',
        payableId: invoiceId,
        payerId: patientId,
        amount: 15_000,
        provider: 'cash',
        method: 'cash',
        status: 'refunded',
        idempotencyScope: patientId,
        idempotencyKey: `refunded-${invoiceId}`,
        settledAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment not inserted');
    const year = doualaYear(now);
    const sequence = await allocateInvoiceSequence(tx, year);
    await tx.insert(invoices).values({
      id: invoiceId,
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      kind: 'custom',
      patientId,
      recipientName,
      lines: [{ label: 'Soins', quantity: 1, unitPriceXaf: 15_000, totalXaf: 15_000 }],
      totalXaf: 15_000,
      status: 'paid',
      paidAt: now,
      paymentId: payment.id,
    });
    await issueCreditNote(tx, payment, { actorId: patientId, reason: 'Espèces rendues au guichet', refundedAt: now });
    const [note] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId));
    if (!note) throw new Error('credit note not issued');
    return note.id;
  });
}
