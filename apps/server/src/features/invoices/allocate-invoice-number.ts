import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSequences } from '../../db/schema/invoices';

/**
 * The next number of `year`, taken in the caller's transaction: the upsert locks the year's row until that
 * transaction ends, so concurrent issuers wait in turn and a rolled-back invoice gives its number back (no gap).
 */
export async function allocateInvoiceSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastValue: sql`${sql.identifier('invoice_sequences')}.${sql.identifier('last_value')} + 1` },
    })
    .returning({ lastValue: invoiceSequences.lastValue });
  if (!row) throw new Error('invoice sequence not allocated');
  return row.lastValue;
}
