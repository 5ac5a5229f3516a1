import type { DoctorInvoicesResponse } from '@sante/shared/invoice-constants';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';

/** Douala is UTC+1 all year (no daylight saving time). */
const DOUALA_OFFSET_MS = 3_600_000;

/** The current month in Douala, `YYYY-MM`. */
export function doualaMonth(now: Date): string {
  return new Date(now.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instants a Douala month starts and ends (exclusive). */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return {
    start: new Date(Date.UTC(year, index - 1, 1) - DOUALA_OFFSET_MS),
    end: new Date(Date.UTC(year, index, 1) - DOUALA_OFFSET_MS),
  };
}

/**
 * A month of the doctor's invoiced acts (scoped in the query to `doctorId`) and what they earned: billed,
 * collected, cash they collected themselves, and their share of what was collected. An act whose payment was
 * refunded (its invoice has a credit note) earned nothing: it counts only in `refundedXaf`.
 */
export async function doctorInvoices(
  db: Db,
  doctorId: string,
  month: string,
  sharePercent: number,
): Promise<DoctorInvoicesResponse> {
  const { start, end } = monthRange(month);
  const rows = await db
    .select({
      invoice: invoices,
      method: payments.method,
      creditNoteNumber: creditNotes.number,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, invoices.patientId))
    .where(and(eq(invoices.doctorId, doctorId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(desc(invoices.issuedAt))
    .limit(1000);
  const acts = rows.map(({ invoice, method, creditNoteNumber, firstName, lastName }) => ({
    invoiceId: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    label: invoice.lines.map((line) => line.label).join(', '),
    patientName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : invoice.recipientName,
    totalXaf: invoice.totalXaf,
    status: invoice.status,
    paymentMethod: method ?? null,
    creditNoteNumber,
  }));
  const sum = (pick: (act: (typeof acts)[number]) => boolean) =>
    acts.filter(pick).reduce((total, act) => total + act.totalXaf, 0);
  const earned = (act: (typeof acts)[number]) => act.creditNoteNumber === null;
  const collectedXaf = sum((act) => act.status === 'paid' && earned(act));
  return {
    month,
    acts,
    totals: {
      billedXaf: sum((act) => act.status !== 'cancelled' && earned(act)),
      collectedXaf,
      cashCollectedXaf: sum((act) => act.status === 'paid' && act.paymentMethod === 'cash' && earned(act)),
      refundedXaf: sum((act) => !earned(act)),
      sharePercent,
      shareXaf: Math.round((collectedXaf * sharePercent) / 100),
    },
  };
}
