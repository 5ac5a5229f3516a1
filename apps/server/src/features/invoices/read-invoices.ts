import type { InvoiceView } from '@sante/shared/invoice-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
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
  return rows.map(invoiceView);
}

export async function findOwnInvoice(db: Db, caller: Pick<Caller, 'userId' | 'role'>, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), ownerScope(caller)));
  if (!row) throw new AppError('not_found');
  return row;
}

export function invoiceView(row: InvoiceRow): InvoiceView {
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
  };
}
