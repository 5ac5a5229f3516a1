import type { ServiceCity } from '@sante/shared/constants';
import {
  deliveryZoneOf,
  ORDER_PAYMENT_HOLD_MINUTES,
  ORDER_PRESCRIPTION_HOURS,
  type OrderView,
} from '@sante/shared/order-constants';
import type { TCreateOrderRequest } from '@sante/shared/order-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { shopPharmacies, shopPharmacyStock, shopProducts } from '../../db/schema/shop';
import { shopOrderCounters, shopOrderLines, shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { listedProduct } from '../shop/listed-product';
import { recordOrderEvent, type OrderActor } from './move-order';
import { orderAmounts } from './order-amounts';
import { holdStock } from './order-stock';
import { readOrder } from './order-view';

type Product = typeof shopProducts.$inferSelect;
type Offer = { pharmacyId: string; productId: string; priceXaf: number; quantity: number };

/**
 * Checkout: the cart's products and quantities become an order at one partner pharmacy, priced by the server from
 * that pharmacy's prices (never the client's), numbered `CMD-<year>-<6 digits>` without gaps, with its stock held
 * until `pay_by` (conditional updates: `out_of_stock` when another order took the last units first).
 * Medicines are picked up at the pharmacy (home delivery of medicines is not offered, ADR 038). An order with a
 * prescription-only line waits for its prescription (`awaiting_prescription`, ADR 042): its stock is held only once
 * a pharmacist has reviewed it, as it then enters `awaiting_payment`.
 */
export async function createOrder(
  deps: Pick<AppDeps, 'db' | 'env'>,
  patient: NonNullable<OrderActor>,
  input: TCreateOrderRequest,
  now = new Date(),
): Promise<OrderView> {
  const { db, env } = deps;
  const products = await db
    .select()
    .from(shopProducts)
    .where(
      and(
        inArray(
          shopProducts.id,
          input.lines.map((line) => line.productId),
        ),
        listedProduct,
      ),
    );
  if (products.length !== input.lines.length)
    throw new AppError('validation_failed', { fieldErrors: { lines: ['validation.selectOption'] } });
  const needsPrescription = products.some((product) => product.prescriptionClass === 'rx');
  const zone = input.fulfilment === 'delivery' ? deliveryZoneOf(input.deliveryZoneId ?? '') : undefined;
  if (zone && products.some((product) => product.kind === 'medicine')) throw new AppError('order_delivery_not_allowed');

  const offers = await offersFor(db, input, zone?.city);
  const pharmacyId = choosePharmacy(input, offers);
  const priced = input.lines.map((line) => {
    const product = products.find((candidate) => candidate.id === line.productId) as Product;
    const offer = offers.find((row) => row.pharmacyId === pharmacyId && row.productId === line.productId) as Offer;
    return { product, quantity: line.quantity, unitPriceXaf: offer.priceXaf };
  });
  const vatRate = env.SHOP_VAT_RATE_BP;
  const amounts = orderAmounts(
    priced.map((line) => ({ kind: line.product.kind, unitPriceXaf: line.unitPriceXaf, quantity: line.quantity })),
    zone?.feeXaf ?? 0,
    { vatRateBp: vatRate, commissionRateBp: env.SHOP_COMMISSION_RATE_BP },
  );

  const orderId = await db.transaction(async (tx) => {
    const year = now.getUTCFullYear();
    const [counter] = await tx
      .insert(shopOrderCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: shopOrderCounters.year,
        set: { lastNumber: sql`${shopOrderCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: shopOrderCounters.lastNumber });
    if (!counter) throw new Error('order counter returned no row');
    const [order] = await tx
      .insert(shopOrders)
      .values({
        number: `CMD-${year}-${String(counter.lastNumber).padStart(6, '0')}`,
        patientId: patient.userId,
        status: needsPrescription ? 'awaiting_prescription' : 'awaiting_payment',
        fulfilment: input.fulfilment,
        pharmacyId,
        deliveryZoneId: zone?.id ?? null,
        deliveryAddress: zone ? (input.deliveryAddress ?? null) : null,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        paymentChoice: input.paymentChoice,
        ...amounts,
        vatRateBp: vatRate,
        commissionRateBp: env.SHOP_COMMISSION_RATE_BP,
        // Cash on delivery waits for no payment: its stock is held until the delivery or a cancellation.
        payBy:
          input.paymentChoice === 'mobile_money' && !needsPrescription
            ? new Date(now.getTime() + ORDER_PAYMENT_HOLD_MINUTES * 60_000)
            : null,
        reviewBy: needsPrescription ? new Date(now.getTime() + ORDER_PRESCRIPTION_HOURS * 3_600_000) : null,
        handoverCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    await tx.insert(shopOrderLines).values(
      priced.map((line) => ({
        orderId: order.id,
        productId: line.product.id,
        name: line.product.name,
        kind: line.product.kind,
        prescriptionClass: line.product.prescriptionClass,
        packSize: line.product.packSize,
        quantity: line.quantity,
        unitPriceXaf: line.unitPriceXaf,
        review: line.product.prescriptionClass === 'rx' ? ('pending' as const) : null,
      })),
    );
    if (!needsPrescription) await holdStock(tx, order.id, pharmacyId);
    await recordOrderEvent(tx, env, order, patient);
    await audit(tx, {
      action: 'shop_order.created',
      outcome: 'success',
      actorId: patient.userId,
      actorRole: patient.role,
      targetType: 'shop_order',
      targetId: order.id,
      details: { pharmacyId, fulfilment: order.fulfilment, total: order.totalXaf, lines: priced.length },
    });
    return order.id;
  });
  const view = await readOrder(db, orderId, { patientId: patient.userId });
  if (!view) throw new Error('order vanished after checkout');
  return view;
}

/** The active partner pharmacies' offers of the cart's products: the chosen one, or those of the zone's city. */
async function offersFor(db: Db, input: TCreateOrderRequest, city: ServiceCity | undefined): Promise<Offer[]> {
  const where = city ? eq(shopPharmacies.city, city) : eq(shopPharmacies.id, input.pharmacyId ?? '');
  return db
    .select({
      pharmacyId: shopPharmacyStock.pharmacyId,
      productId: shopPharmacyStock.productId,
      priceXaf: shopPharmacyStock.priceXaf,
      quantity: shopPharmacyStock.quantity,
    })
    .from(shopPharmacyStock)
    .innerJoin(shopPharmacies, eq(shopPharmacies.id, shopPharmacyStock.pharmacyId))
    .where(
      and(
        where,
        eq(shopPharmacies.active, true),
        inArray(
          shopPharmacyStock.productId,
          input.lines.map((line) => line.productId),
        ),
      ),
    );
}

/**
 * Pick-up: the pharmacy the patient chose, which must stock every line. Delivery: the zone city's pharmacy that
 * stocks every line, cheapest first. `out_of_stock` otherwise (the stock is checked again when held).
 */
function choosePharmacy(input: TCreateOrderRequest, offers: readonly Offer[]): string {
  const totals = new Map<string, { lines: number; total: number }>();
  for (const offer of offers) {
    const line = input.lines.find((candidate) => candidate.productId === offer.productId);
    if (!line || offer.quantity < line.quantity) continue;
    const entry = totals.get(offer.pharmacyId) ?? { lines: 0, total: 0 };
    totals.set(offer.pharmacyId, { lines: entry.lines + 1, total: entry.total + offer.priceXaf * line.quantity });
  }
  const complete = [...totals.entries()]
    .filter(([, entry]) => entry.lines === input.lines.length)
    .sort((a, b) => a[1].total - b[1].total || a[0].localeCompare(b[0]));
  const chosen = complete[0]?.[0];
  if (!chosen) {
    if (input.fulfilment === 'pickup' && offers.length === 0 && input.pharmacyId) {
      // An unknown or closed pharmacy, or one without any of these products: told apart from a shortage.
      throw new AppError('validation_failed', { fieldErrors: { pharmacyId: ['validation.selectOption'] } });
    }
    throw new AppError('out_of_stock');
  }
  return chosen;
}
