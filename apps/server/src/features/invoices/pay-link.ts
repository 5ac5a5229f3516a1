import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import type { InvoiceRow } from './read-invoices';

const DAY_MS = 24 * 3_600_000;

/** A new link's secret: 32 random bytes (43 base64url characters) and the hash kept in the database. */
export function newPayLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPayLinkToken(token) };
}

export function hashPayLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function payLinkExpiry(now: Date, validDays: number): Date {
  return new Date(now.getTime() + validDays * DAY_MS);
}

/**
 * The page that pays the invoice. The token travels in the fragment: browsers never send it to a server,
 * so it stays out of access logs and Referer headers; the page posts it to the API.
 */
export function payLinkUrl(publicUrl: string, invoiceId: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/patient/factures/personnalisee/${invoiceId}/paiement#${token}`;
}

/**
 * The invoice a link opens: the token's hash is part of the query, so a wrong token and an unknown id are the
 * same 404; a link past its expiry is 410 (its holder learns to ask for a new one, nothing more).
 */
export async function findInvoiceByLink(
  db: Db,
  invoiceId: string,
  token: string,
  now = new Date(),
): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.payTokenHash, hashPayLinkToken(token))));
  if (!row) throw new AppError('not_found');
  if (!row.payLinkExpiresAt || row.payLinkExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('payment_link_expired');
  }
  return row;
}
