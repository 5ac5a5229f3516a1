import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { doualaYear } from './issue-booking-invoice';

/** Closed years (before the current one in Douala) that have invoices, newest first. */
export async function archivedInvoiceYears(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: invoices.year })
    .from(invoices)
    .where(lt(invoices.year, doualaYear(now)))
    .orderBy(desc(invoices.year));
  return rows.map((row) => row.year);
}
