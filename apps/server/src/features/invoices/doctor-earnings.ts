import type { DoctorInvoicesResponse } from '@sante/shared/invoice-constants';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
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
 * collected, cash they collected themselves, and their share of what was collected.
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
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(userProfiles, eq(userProfiles.userId, invoices.patientId))
    .where(and(eq(invoices.doctorId, doctorId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(desc(invoices.issuedAt))
    .limit(1000);
  const acts = rows.map(({ invoice, method, firstName, lastName }) => ({
    invoiceId: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    label: invoice.lines.map((line) => line.label).join(', '),
    patientName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : invoice.recipientName,
    totalXaf: invoice.totalXaf,
    status: invoice.status,
    paymentMethod: method ?? null,
  }));
  const sum = (pick: (act: (typeof acts)[number]) => boolean) =>
    acts.filter(pick).reduce((total, act) => total + act.totalXaf, 0);
  const collectedXaf = sum((act) => act.status === 'paid');
  return {
    month,
    acts,
    totals: {
      billedXaf: sum((act) => act.status !== 'cancelled'),
      collectedXaf,
      cashCollectedXaf: sum((act) => act.status === 'paid' && act.paymentMethod === 'cash'),
      sharePercent,
      shareXaf: Math.round((collectedXaf * sharePercent) / 100),
    },
  };
}
