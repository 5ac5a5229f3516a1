import type { CommissionStatementView } from '@sante/shared/commission-statement-schemas';
import { invoiceNumber, type InvoiceLine } from '@sante/shared/invoice-constants';
import { eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { invoices } from '../../db/schema/invoices';
import { shopPharmacies } from '../../db/schema/shop';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { formatFcfa } from '../../lib/format-fcfa';
import { allocateInvoiceSequence } from '../invoices/allocate-invoice-number';
import { doualaYear } from '../invoices/issue-booking-invoice';
import { commissionStatement } from './commission-statement';

/** The statement's invoice lines: per order, the commission VAT included, with its VAT (ADR 043's line shape). */
function statementLines(statement: CommissionStatementView): InvoiceLine[] {
  return statement.orders.map((order) => ({
    label: `${order.number} (ventes ${formatFcfa(order.salesXaf)})`,
    quantity: 1,
    unitPriceXaf: order.commissionXaf + order.commissionVatXaf,
    totalXaf: order.commissionXaf + order.commissionVatXaf,
    vatRateBp: order.vatRateBp,
    vatXaf: order.commissionVatXaf,
  }));
}

/**
 * `POST /api/admin/shop/statements` (`shop_orders.manage`): numbers a pharmacy's statement of an ended Douala month
 * as an invoice (`FAC-…`, the invoices' gapless yearly sequence, ADR 016) of kind `pharmacy_commission`, once: a
 * second call answers the same statement (the pharmacy's row lock serialises two staff at once; the unique
 * (pharmacy, month) index says it again). The current month is 409 `statement_month_open`, a month without any
 * hand-over 422 `statement_empty`. Audited with ids only.
 */
export async function issueCommissionStatement(
  deps: Pick<AppDeps, 'db'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  pharmacyId: string,
  month: string,
  now = new Date(),
): Promise<CommissionStatementView> {
  await deps.db.transaction(async (tx) => {
    const [pharmacy] = await tx
      .select({ id: shopPharmacies.id, name: shopPharmacies.name, phone: shopPharmacies.phone })
      .from(shopPharmacies)
      .where(eq(shopPharmacies.id, pharmacyId))
      .for('update');
    if (!pharmacy) throw new AppError('not_found');
    const statement = await commissionStatement(tx, pharmacyId, month, now);
    if (statement.invoice) return;
    if (!statement.closed) throw new AppError('statement_month_open');
    if (statement.orders.length === 0) throw new AppError('statement_empty');
    const year = doualaYear(now);
    const sequence = await allocateInvoiceSequence(tx, year);
    const [row] = await tx
      .insert(invoices)
      .values({
        number: invoiceNumber(year, sequence),
        year,
        sequence,
        kind: 'pharmacy_commission',
        pharmacyId,
        period: month,
        recipientName: pharmacy.name,
        recipientPhone: pharmacy.phone,
        lines: statementLines(statement),
        totalXaf: statement.totals.commissionTtcXaf,
        status: 'paid',
        issuedAt: now,
        paidAt: now,
        note: `Commission de la plateforme, relevé ${month}`,
        createdBy: caller.userId,
      })
      .returning({ id: invoices.id });
    await audit(tx, {
      action: 'commission_statement.issued',
      outcome: 'success',
      actorId: caller.userId,
      actorRole: caller.role,
      targetType: 'invoice',
      targetId: row?.id ?? null,
      details: { pharmacyId, month, orders: statement.totals.orders, totalXaf: statement.totals.commissionTtcXaf },
    });
  });
  return commissionStatement(deps.db, pharmacyId, month, now);
}
