import { eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { audit } from '../../lib/audit';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceVerificationUrl } from './invoice-verification';
import { findOwnInvoice, type InvoiceRow } from './read-invoices';

/**
 * The invoice's PDF, generated on each download: the patient's name (or the custom invoice's recipient), the
 * payment, the QR code of its verification page.
 */
export async function invoicePdfOf(deps: Pick<AppDeps, 'db' | 'env'>, invoice: InvoiceRow): Promise<Uint8Array> {
  const { db } = deps;
  // The name the invoice was issued to; the patient's current name only for an invoice that has none.
  const [patient] =
    invoice.patientId && !invoice.recipientName
      ? await db
          .select({ firstName: userProfiles.firstName, lastName: userProfiles.lastName })
          .from(userProfiles)
          .where(eq(userProfiles.userId, invoice.patientId))
      : [];
  const [payment] = invoice.paymentId
    ? await db
        .select({ method: payments.method, settledAt: payments.settledAt, reference: payments.providerReference })
        .from(payments)
        .where(eq(payments.id, invoice.paymentId))
    : [];
  return renderInvoicePdf({
    invoice,
    patientName: invoice.recipientName ?? (patient ? `${patient.firstName} ${patient.lastName}` : null),
    payment: payment ?? null,
    verificationUrl: invoiceVerificationUrl(deps.env, invoice.id),
  });
}

/** The invoice's PDF for its patient or staff (404 for anyone else), with an audit row per download. */
export async function downloadInvoicePdf(
  deps: Pick<AppDeps, 'db' | 'env'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  requestId: string | null,
): Promise<{ number: string; pdf: Uint8Array }> {
  const invoice = await findOwnInvoice(deps.db, caller, id);
  const pdf = await invoicePdfOf(deps, invoice);
  await audit(deps.db, {
    action: 'invoice.pdf_read',
    outcome: 'success',
    actorId: caller.userId,
    actorRole: caller.role,
    targetType: 'invoice',
    targetId: invoice.id,
    requestId,
  });
  return { number: invoice.number, pdf };
}
