import type { CommissionStatementView } from '@sante/shared/commission-statement-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { formatFcfa } from '../../lib/format-fcfa';
import { cell } from '../clock/clock-stats';
import { doualaDate, renderInvoicePdf, vatRateLabel } from '../invoices/invoice-pdf';
import { invoiceVerificationUrl } from '../invoices/invoice-verification';
import { commissionStatement } from './commission-statement';

/** The issued statement `id` (an invoice of kind pharmacy_commission) and its figures; 404 for any other invoice. */
async function issuedStatement(db: Db, id: string) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.kind, 'pharmacy_commission')));
  if (!invoice?.pharmacyId || !invoice.period) throw new AppError('not_found');
  return { invoice, statement: await commissionStatement(db, invoice.pharmacyId, invoice.period) };
}

/** What the PDF says under the commission's total: the month's sales and the net due to the pharmacy. */
function summaryOf(statement: CommissionStatementView): string[] {
  const { totals } = statement;
  return [
    `Commandes remises en ${statement.month} : ${totals.orders}`,
    `Ventes encaissées pour la pharmacie : ${formatFcfa(totals.salesXaf)}`,
    `Commission HT : ${formatFcfa(totals.commissionXaf)} - TVA : ${formatFcfa(totals.commissionVatXaf)}`,
    `Net dû à la pharmacie : ${formatFcfa(totals.netDueXaf)}`,
  ];
}

/** The statement as a CSV for a French spreadsheet (`;` separated, UTF-8 with BOM), one row per order and a total. */
export function commissionStatementCsv(number: string, statement: CommissionStatementView): string {
  const header = [
    'Relevé',
    'Mois',
    'Pharmacie',
    'Commande',
    'Remise le',
    'Ventes TTC (FCFA)',
    'Taux de commission',
    'Commission HT (FCFA)',
    'Taux de TVA',
    'TVA sur commission (FCFA)',
    'Commission TTC (FCFA)',
    'Net dû (FCFA)',
  ];
  const row = (values: (string | number)[]) => values.map(cell).join(';');
  const lines = statement.orders.map((order) =>
    row([
      number,
      statement.month,
      statement.pharmacy.name,
      order.number,
      doualaDate(new Date(order.handedOverAt)),
      order.salesXaf,
      vatRateLabel(order.commissionRateBp),
      order.commissionXaf,
      vatRateLabel(order.vatRateBp),
      order.commissionVatXaf,
      order.commissionXaf + order.commissionVatXaf,
      order.netDueXaf,
    ]),
  );
  const { totals } = statement;
  const total = row([
    number,
    statement.month,
    statement.pharmacy.name,
    'Total',
    '',
    totals.salesXaf,
    '',
    totals.commissionXaf,
    '',
    totals.commissionVatXaf,
    totals.commissionTtcXaf,
    totals.netDueXaf,
  ]);
  return `\uFEFF${[row(header), ...lines, total].join('\r\n')}\r\n`;
}

/** Writes the download's audit row (ids only). */
function auditDownload(
  db: Db,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  format: string,
  requestId: string | null,
) {
  return audit(db, {
    action: `commission_statement.${format}_read`,
    outcome: 'success',
    actorId: caller.userId,
    actorRole: caller.role,
    targetType: 'invoice',
    targetId: id,
    requestId,
  });
}

/**
 * `GET /api/admin/shop/statements/{id}/pdf` (`shop_orders.manage`): the issued statement, generated on each download
 * with the invoices' PDF (ADR 043) and the month's sales and net due under the total; audited.
 */
export async function commissionStatementPdf(
  deps: Pick<AppDeps, 'db' | 'env'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  requestId: string | null,
): Promise<{ number: string; pdf: Uint8Array }> {
  const { invoice, statement } = await issuedStatement(deps.db, id);
  const pdf = await renderInvoicePdf({
    invoice,
    patientName: invoice.recipientName,
    payment: null,
    verificationUrl: invoiceVerificationUrl(deps.env, invoice.id),
    summary: summaryOf(statement),
  });
  await auditDownload(deps.db, caller, invoice.id, 'pdf', requestId);
  return { number: invoice.number, pdf };
}

/** `GET /api/admin/shop/statements/{id}/csv` (`shop_orders.manage`): the same figures as a CSV; audited. */
export async function commissionStatementCsvFile(
  db: Db,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  requestId: string | null,
): Promise<{ number: string; csv: string }> {
  const { invoice, statement } = await issuedStatement(db, id);
  await auditDownload(db, caller, invoice.id, 'csv', requestId);
  return { number: invoice.number, csv: commissionStatementCsv(invoice.number, statement) };
}
