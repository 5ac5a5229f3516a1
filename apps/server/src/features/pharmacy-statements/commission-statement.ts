import type { CommissionStatementView } from '@sante/shared/commission-statement-schemas';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { shopPharmacies } from '../../db/schema/shop';
import { shopOrderEvents, shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { doualaMonth, monthRange } from '../invoices/doctor-earnings';
import { commissionFigures } from './commission-figures';

/**
 * A partner pharmacy's commission statement for a Douala month (ADR 053): the orders it handed over that month
 * (picked up at the counter or delivered, by the time of the hand-over), each with what it sold, the platform's
 * commission and its VAT, and the net due to the pharmacy; the totals; the numbered statement once issued.
 * An unknown pharmacy is 404; a month to come is 422.
 */
export async function commissionStatement(
  db: Db,
  pharmacyId: string,
  month: string,
  now = new Date(),
): Promise<CommissionStatementView> {
  const current = doualaMonth(now);
  if (month > current) throw new AppError('validation_failed', { fieldErrors: { month: ['validation.invalidDate'] } });
  const [pharmacy] = await db
    .select({
      id: shopPharmacies.id,
      name: shopPharmacies.name,
      ordreNumber: shopPharmacies.ordreNumber,
      city: shopPharmacies.city,
    })
    .from(shopPharmacies)
    .where(eq(shopPharmacies.id, pharmacyId));
  if (!pharmacy) throw new AppError('not_found');
  const { start, end } = monthRange(month);
  const rows = await db
    .select({
      orderId: shopOrders.id,
      number: shopOrders.number,
      handedOverAt: shopOrderEvents.at,
      subtotalXaf: shopOrders.subtotalXaf,
      commissionXaf: shopOrders.commissionXaf,
      commissionRateBp: shopOrders.commissionRateBp,
      vatRateBp: shopOrders.vatRateBp,
    })
    .from(shopOrderEvents)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderEvents.orderId))
    .where(
      and(
        eq(shopOrders.pharmacyId, pharmacyId),
        inArray(shopOrderEvents.status, ['picked_up', 'delivered']),
        gte(shopOrderEvents.at, start),
        lt(shopOrderEvents.at, end),
      ),
    )
    .orderBy(asc(shopOrderEvents.at), asc(shopOrders.number));
  const orders = rows.map((row) => ({
    orderId: row.orderId,
    number: row.number,
    handedOverAt: row.handedOverAt.toISOString(),
    commissionRateBp: row.commissionRateBp,
    vatRateBp: row.vatRateBp,
    ...commissionFigures(row),
  }));
  const sum = (pick: (order: (typeof orders)[number]) => number) => orders.reduce((total, o) => total + pick(o), 0);
  const commissionXaf = sum((order) => order.commissionXaf);
  const commissionVatXaf = sum((order) => order.commissionVatXaf);
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.pharmacyId, pharmacyId), eq(invoices.period, month)));
  return {
    pharmacy,
    month,
    closed: month < current,
    orders,
    totals: {
      orders: orders.length,
      salesXaf: sum((order) => order.salesXaf),
      commissionXaf,
      commissionVatXaf,
      commissionTtcXaf: commissionXaf + commissionVatXaf,
      netDueXaf: sum((order) => order.netDueXaf),
    },
    invoice: invoice ? { ...invoice, issuedAt: invoice.issuedAt.toISOString() } : null,
  };
}
