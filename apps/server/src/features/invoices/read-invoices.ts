import type { CreditNoteSummary, InvoiceView } from '@sante/shared/invoice-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Staff see every invoice; anyone else only their own (in the query: another patient's id is a 404). */
function ownerScope(caller: Pick<Caller, 'userId' | 'role'>): SQL | undefined {
  return isStaffRole(caller.role) ? undefined : eq(invoices.patientId, caller.userId);
}

/** Newest first; staff may narrow to one year (a patient's `year` narrows their own). */
export async function listInvoices(
  db: Db,
  caller: Pick<Caller, 'userId' | 'role'>,
  year: number | undefined,
): Promise<InvoiceView[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(ownerScope(caller), year === undefined ? undefined : eq(invoices.year, year)))
    .orderBy(desc(invoices.year), desc(invoices.sequence))
    .limit(500);
  return withCreditNotes(db, rows);
}

/** The views of `rows`, each with the credit note that cancels it, if any (one query whatever the number). */
export async function withCreditNotes(db: Db, rows: InvoiceRow[]): Promise<InvoiceView[]> {
  const ids = rows.map((row) => row.id);
  const notes =
    ids.length === 0
      ? []
      : await db
          .select({
            invoiceId: creditNotes.invoiceId,
            id: creditNotes.id,
            number: creditNotes.number,
            issuedAt: creditNotes.issuedAt,
            amountXaf: creditNotes.amountXaf,
          })
          .from(creditNotes)
          .where(inArray(creditNotes.invoiceId, ids));
  const byInvoice = new Map(
    notes.map((note) => [
      note.invoiceId,
      { id: note.id, number: note.number, issuedAt: note.issuedAt.toISOString(), amountXaf: note.amountXaf },
    ]),
  );
  return rows.map((row) => invoiceView(row, byInvoice.get(row.id) ?? null));
}

export async function findOwnInvoice(db: Db, caller: Pick<Caller, 'userId' | 'role'>, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), ownerScope(caller)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** `creditNote`: the one that cancels it (`withCreditNotes` reads it); none for an invoice just created or cancelled. */
export function invoiceView(row: InvoiceRow, creditNote: CreditNoteSummary | null = null): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    year: row.year,
    bookingId: row.bookingId,
    patientId: row.patientId,
    lines: row.lines,
    totalXaf: row.totalXaf,
    currency: row.currency,
    status: row.status,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentId: row.paymentId,
    recipientName: row.recipientName,
    note: row.note,
    payLinkExpiresAt: row.payLinkExpiresAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    creditNote,
  };
}
