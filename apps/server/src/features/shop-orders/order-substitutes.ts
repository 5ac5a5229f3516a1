import type { OrderSubstituteView } from '@sante/shared/order-constants';
import { and, asc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopPharmacyStock, shopProducts } from '../../db/schema/shop';
import { shopOrderLines, shopOrders } from '../../db/schema/shop-orders';
import { listedProduct } from '../shop/listed-product';

/** Same DCI, form and strength as `product` (case and outer spaces aside): what a generic must share with it. */
export function sameMedicine(product: { dci: string | null; form: string | null; strength: string | null }): SQL {
  const same = (column: SQLWrapper, value: string | null) =>
    sql`lower(btrim(${column})) = lower(btrim(${value ?? ''}))`;
  return sql`(${same(shopProducts.dci, product.dci)} and ${same(shopProducts.form, product.form)} and ${same(shopProducts.strength, product.strength)})`;
}

/**
 * Per prescription-only line still to review, the generics the pharmacist may substitute: other listed medicines of
 * the same DCI, form and strength in stock at the order's pharmacy for the line's quantity, at that pharmacy's price.
 * The review checks the chosen one again (`order_substitute_invalid`).
 */
export async function orderSubstitutes(db: Db, orderId: string): Promise<Record<string, OrderSubstituteView[]>> {
  const [order] = await db
    .select({ pharmacyId: shopOrders.pharmacyId })
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId));
  if (!order) return {};
  const lines = await db
    .select({
      productId: shopOrderLines.productId,
      quantity: shopOrderLines.quantity,
      dci: shopProducts.dci,
      form: shopProducts.form,
      strength: shopProducts.strength,
    })
    .from(shopOrderLines)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrderLines.productId))
    .where(and(eq(shopOrderLines.orderId, orderId), eq(shopOrderLines.review, 'pending')));
  const substitutes: Record<string, OrderSubstituteView[]> = {};
  for (const line of lines) {
    if (!line.dci) continue;
    substitutes[line.productId] = await db
      .select({
        productId: shopProducts.id,
        name: shopProducts.name,
        packSize: shopProducts.packSize,
        unitPriceXaf: shopPharmacyStock.priceXaf,
      })
      .from(shopProducts)
      .innerJoin(
        shopPharmacyStock,
        and(eq(shopPharmacyStock.productId, shopProducts.id), eq(shopPharmacyStock.pharmacyId, order.pharmacyId)),
      )
      .where(
        and(
          listedProduct,
          eq(shopProducts.kind, 'medicine'),
          ne(shopProducts.id, line.productId),
          sameMedicine(line),
          sql`${shopPharmacyStock.quantity} >= ${line.quantity}`,
        ),
      )
      .orderBy(asc(shopPharmacyStock.priceXaf), asc(shopProducts.name));
  }
  return substitutes;
}
