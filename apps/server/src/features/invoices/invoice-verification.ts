import { invoiceVerificationPath, type InvoiceVerification } from '@sante/shared/invoice-constants';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { userProfiles } from '../../db/schema/profiles';
import { audit } from '../../lib/audit';
import { signedIdCodes } from '../../lib/signed-id-code';
import { initialsOf } from '../prescriptions/verify-prescription';

type Request = { ip: string; requestId: string };

/** An invoice's public code (ADR 057): its id and an HMAC tag of INVOICE_SECRET, nothing stored. */
export function invoiceCodes(env: Pick<AppDeps['env'], 'INVOICE_SECRET'>) {
  return signedIdCodes(env.INVOICE_SECRET, 'invoice-verify');
}

/** The address the invoice's QR code carries. */
export function invoiceVerificationUrl(env: Pick<AppDeps['env'], 'INVOICE_SECRET' | 'PUBLIC_URL'>, id: string) {
  return `${env.PUBLIC_URL}${invoiceVerificationPath(invoiceCodes(env).codeOf(id))}`;
}

/**
 * `GET /api/invoice-verifications/{code}` (public, no account): a genuine invoice's number, date, amount, status
 * and its credit note, with the recipient's initials; never its lines. A forged, altered or unknown code answers
 * `{ genuine: false }` (200: the page says so, nothing else leaks). Audited either way (ids only).
 */
export async function verifyInvoice(
  deps: Pick<AppDeps, 'db' | 'env'>,
  code: string,
  request: Request,
): Promise<InvoiceVerification> {
  const id = invoiceCodes(deps.env).idOf(code);
  const [row] = id
    ? await deps.db
        .select({
          invoice: invoices,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          creditNoteNumber: creditNotes.number,
        })
        .from(invoices)
        .leftJoin(userProfiles, eq(userProfiles.userId, invoices.patientId))
        .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
        .where(eq(invoices.id, id))
        .limit(1)
    : [];
  await audit(deps.db, {
    action: 'invoice.verify',
    outcome: row ? 'success' : 'denied',
    targetType: 'invoice',
    targetId: row?.invoice.id ?? null,
    ip: request.ip,
    requestId: request.requestId,
  });
  if (!row) return { genuine: false };
  const { invoice } = row;
  // The name it was issued to (a custom invoice's recipient), else the patient's.
  const [first = '', ...rest] = invoice.recipientName?.trim().split(/\s+/) ?? [];
  const initials = invoice.recipientName
    ? initialsOf(first, rest.join(' '))
    : initialsOf(row.firstName ?? '', row.lastName ?? '');
  return {
    genuine: true,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    totalXaf: invoice.totalXaf,
    status: invoice.status,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    creditNoteNumber: row.creditNoteNumber,
    recipientInitials: initials,
  };
}
