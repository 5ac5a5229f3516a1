import { and, eq, sql, type SQL } from 'drizzle-orm';
import { shopPharmacies, shopPharmacyStock, shopProducts } from '../../db/schema/shop';

/**
 * A product the shop lists: active, and a medicine only with its AMM number (the table's check already requires
 * it; the query says it again so that no path can list one without).
 */
export const listedProduct = and(
  eq(shopProducts.active, true),
  sql`(${shopProducts.kind} <> 'medicine' or coalesce(btrim(${shopProducts.ammNumber}), '') <> '')`,
) as SQL;

/**
 * The product's id, qualified: drizzle writes a select list's columns unqualified when the query has no join, and
 * `"id"` inside the subquery below would then be the pharmacy's.
 */
const productId = sql`${shopProducts}.${sql.identifier(shopProducts.id.name)}`;

/** Active partner pharmacies (of `city`, if given) with the product in stock. */
export function pharmaciesInStock(city: string | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from ${shopPharmacyStock} s join ${shopPharmacies} ph on ph.id = s.pharmacy_id
    where s.product_id = ${productId} and s.quantity > 0 and ph.active${city ? sql` and ph.city = ${city}` : sql``})`;
}
