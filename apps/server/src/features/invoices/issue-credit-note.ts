import { creditNoteNumber } from '@sante/shared/invoice-constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNoteSequences, creditNotes, invoices } from '../../db/schema/invoices';
import { onPaymentRefunded, type PaymentRefund, type PaymentRow } from '../payments/payables';
import { doualaYear } from './issue-booking-invoice';

/**
 * The next credit-note number of `year`, in the caller's transaction: as invoice numbers (ADR 016), the upsert
 * locks the year's row until the transaction ends, so concurrent refunds take consecutive numbers and a
 * rolled-back refund gives its number back.
 */
export async function allocateCreditNoteSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.year,
      set: { lastValue: sql`${sql.identifier('credit_note_sequences')}.${sql.identifier('last_value')} + 1` },
    })
    .returning({ lastValue: creditNoteSequences.lastValue });
  if (!row) throw new Error('credit note sequence not allocated');
  return row.lastValue;
}

/**
 * In the transaction that records a refund: the credit note of the paid invoice this payment settled, once
 * (a refund of a duplicate payment, which settled nothing, has no invoice and gets none).
 */
export async function issueCreditNote(tx: Db, payment: PaymentRow, refund: PaymentRefund): Promise<void> {
  const [invoice] = await tx
    .select({ id: invoices.id, patientId: invoices.patientId, totalXaf: invoices.totalXaf })
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.id), eq(invoices.status, 'paid')))
    .for('update');
  if (!invoice) return;
  const [existing] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  if (existing) return;
  const year = doualaYear(refund.refundedAt);
  const sequence = await allocateCreditNoteSequence(tx, year);
  await tx.insert(creditNotes).values({
    number: creditNoteNumber(year, sequence),
    year,
    sequence,
    invoiceId: invoice.id,
    paymentId: payment.id,
    patientId: invoice.patientId,
    amountXaf: invoice.totalXaf,
    refundNote: refund.reason,
    issuedAt: refund.refundedAt,
    issuedBy: refund.actorId,
  });
}

let registered = false;

/** Adds the hook to the payments' refund hooks, once per process (invoicesRoutes calls it for each app). */
export function registerCreditNoteHook(): void {
  if (registered) return;
  registered = true;
  onPaymentRefunded(issueCreditNote);
}
