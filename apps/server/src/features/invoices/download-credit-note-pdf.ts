import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { renderCreditNotePdf } from './credit-note-pdf';

/**
 * A credit note's PDF, with an audit row per download. `own`: the patient's own only (another's is a 404, in
 * the query); `any`: staff the permission table lets read credit notes (checked by the route).
 */
export async function downloadCreditNotePdf(
  db: Db,
  caller: Pick<Caller, 'userId' | 'role'>,
  scope: 'own' | 'any',
  id: string,
  requestId: string | null,
): Promise<{ number: string; pdf: Uint8Array }> {
  const [row] = await db
    .select({
      creditNote: creditNotes,
      invoice: { number: invoices.number, issuedAt: invoices.issuedAt, recipientName: invoices.recipientName },
      paymentMethod: payments.method,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(payments, eq(payments.id, creditNotes.paymentId))
    .where(and(eq(creditNotes.id, id), scope === 'own' ? eq(creditNotes.patientId, caller.userId) : undefined));
  if (!row) throw new AppError('not_found');
  const pdf = await renderCreditNotePdf({
    creditNote: row.creditNote,
    invoice: row.invoice,
    recipientName: row.invoice.recipientName,
    paymentMethod: row.paymentMethod,
  });
  await audit(db, {
    action: 'credit_note.pdf_read',
    outcome: 'success',
    actorId: caller.userId,
    actorRole: caller.role,
    targetType: 'credit_note',
    targetId: row.creditNote.id,
    requestId,
  });
  return { number: row.creditNote.number, pdf };
}
