import { firstNameOf, type InvoiceLine, type PublicInvoiceView } from '@sante/shared/invoice-constants';
import type { PaymentView } from '@sante/shared/payment-constants';
import type { TPayLink, ZPayLinkPaymentRequestSchema } from '@sante/shared/invoice-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { initiatePayment, type InitiatePaymentResult } from '../payments/initiate-payment';
import type { PaymentProviders } from '../payments/payment-providers';
import { paymentView } from '../payments/payment-view';
import { paymentOwnerScope } from '../payments/sandbox-decision';
import { invoicePdfOf } from './download-invoice-pdf';
import { findInvoiceByLink } from './pay-link';
import type { InvoiceRow } from './read-invoices';
import './invoice-payable';

/** Request facts kept in the audit rows of the link (no identity: whoever holds the link). */
export type LinkRequest = { ip: string; requestId: string };

/**
 * A shop order's invoice shows whoever holds its link one line, the order (ADR 043): which products a patient
 * buys is theirs to tell, not the link's (the PDF, a receipt for the payer, has the lines as issued).
 */
function publicLines(row: InvoiceRow): InvoiceLine[] {
  if (row.kind !== 'shop_order') return row.lines;
  return [{ label: row.note ?? row.number, quantity: 1, unitPriceXaf: row.totalXaf, totalXaf: row.totalXaf }];
}

function publicView(row: InvoiceRow): PublicInvoiceView {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    lines: publicLines(row),
    totalXaf: row.totalXaf,
    currency: row.currency,
    issuedAt: row.issuedAt.toISOString(),
    recipientFirstName: firstNameOf(row.recipientName),
    note: row.note,
    payLinkExpiresAt: row.payLinkExpiresAt?.toISOString() ?? null,
  };
}

/** What the link shows, audited (a payment datum was read by whoever holds the link). */
export async function readInvoiceByLink(db: Db, link: TPayLink, request: LinkRequest): Promise<PublicInvoiceView> {
  const row = await findInvoiceByLink(db, link.invoiceId, link.token);
  await audit(db, {
    action: 'invoice.link_read',
    outcome: 'success',
    targetType: 'invoice',
    targetId: row.id,
    ip: request.ip,
    requestId: request.requestId,
  });
  return publicView(row);
}

/** Starts a mobile-money payment of the invoice for whoever holds its link (no account needed). */
export async function payInvoiceByLink(
  db: Db,
  providers: PaymentProviders,
  input: z.output<typeof ZPayLinkPaymentRequestSchema>,
  request: LinkRequest,
): Promise<InitiatePaymentResult> {
  const row = await findInvoiceByLink(db, input.invoiceId, input.token);
  if (row.status === 'cancelled') throw new AppError('invoice_not_payable');
  if (row.status === 'paid') throw new AppError('payable_already_paid');
  return initiatePayment(
    db,
    providers,
    null,
    {
      payableType: 'invoice',
      payableId: row.id,
      method: input.method,
      phone: input.phone,
      amount: row.totalXaf,
      idempotencyKey: input.idempotencyKey,
    },
    request.requestId,
  );
}

/** A payment made through the link, for the page that waits for its outcome. */
export async function readLinkPayment(db: Db, link: TPayLink, paymentId: string): Promise<PaymentView> {
  await findInvoiceByLink(db, link.invoiceId, link.token);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), paymentOwnerScope({ linkInvoiceId: link.invoiceId })));
  if (!row) throw new AppError('not_found');
  return paymentView(row);
}

/** The invoice's PDF (a receipt once paid) for whoever holds the link, audited; a shop order's with its one line. */
export async function downloadPdfByLink(
  deps: Pick<AppDeps, 'db' | 'env'>,
  link: TPayLink,
  request: LinkRequest,
): Promise<{ number: string; pdf: Uint8Array }> {
  const row = await findInvoiceByLink(deps.db, link.invoiceId, link.token);
  const pdf = await invoicePdfOf(deps, { ...row, lines: publicLines(row) });
  await audit(deps.db, {
    action: 'invoice.pdf_read',
    outcome: 'success',
    targetType: 'invoice',
    targetId: row.id,
    ip: request.ip,
    requestId: request.requestId,
    details: { throughLink: true },
  });
  return { number: row.number, pdf };
}
