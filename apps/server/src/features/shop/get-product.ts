import { doualaToday } from '@sante/shared/calendar-date';
import type { ProductAvailability, ShopProductDetail } from '@sante/shared/shop-constants';
import { stockLevelOf } from '@sante/shared/shop-constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  shopCategories,
  shopPharmacies,
  shopPharmacyDuties,
  shopPharmacyStock,
  shopProducts,
} from '../../db/schema/shop';
import { listedProduct, pharmaciesInStock } from './listed-product';

/**
 * `GET /api/shop/products/{id}`: a listed product with the partner pharmacies that list it (in stock first,
 * cheapest first), each with its hours, phone and whether it is "de garde" tonight; null for an unknown id.
 */
export async function getProduct(db: Db, id: string, now = new Date()): Promise<ShopProductDetail | null> {
  const [product] = await db
    .select({
      id: shopProducts.id,
      kind: shopProducts.kind,
      categoryId: shopProducts.categoryId,
      name: shopProducts.name,
      brand: shopProducts.brand,
      packSize: shopProducts.packSize,
      priceXaf: shopProducts.priceXaf,
      imageUrl: shopProducts.imageUrl,
      dci: shopProducts.dci,
      form: shopProducts.form,
      strength: shopProducts.strength,
      prescriptionClass: shopProducts.prescriptionClass,
      pharmaciesInStock: pharmaciesInStock(undefined),
      description: shopProducts.description,
      ammNumber: shopProducts.ammNumber,
      coldChain: shopProducts.coldChain,
      category: { id: shopCategories.id, nameFr: shopCategories.nameFr, nameEn: shopCategories.nameEn },
    })
    .from(shopProducts)
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .where(and(eq(shopProducts.id, id), listedProduct));
  if (!product) return null;

  const today = doualaToday(now);
  const rows = await db
    .select({
      pharmacy: {
        id: shopPharmacies.id,
        name: shopPharmacies.name,
        ordreNumber: shopPharmacies.ordreNumber,
        city: shopPharmacies.city,
        quartier: shopPharmacies.quartier,
        address: shopPharmacies.address,
        landmark: shopPharmacies.landmark,
        latitude: shopPharmacies.latitude,
        longitude: shopPharmacies.longitude,
        phone: shopPharmacies.phone,
        weeklyHours: shopPharmacies.weeklyHours,
        onDutyTonight: sql<boolean>`exists (select 1 from ${shopPharmacyDuties} d where d.pharmacy_id = ${shopPharmacies.id}
          and ${today}::date between d.starts_on and d.ends_on)`,
      },
      priceXaf: shopPharmacyStock.priceXaf,
      quantity: shopPharmacyStock.quantity,
      updatedAt: shopPharmacyStock.updatedAt,
    })
    .from(shopPharmacyStock)
    .innerJoin(shopPharmacies, eq(shopPharmacies.id, shopPharmacyStock.pharmacyId))
    .where(and(eq(shopPharmacyStock.productId, id), eq(shopPharmacies.active, true)))
    .orderBy(desc(sql`${shopPharmacyStock.quantity} > 0`), asc(shopPharmacyStock.priceXaf), asc(shopPharmacies.name));
  const availability: ProductAvailability[] = rows.map((row) => ({
    pharmacy: row.pharmacy,
    priceXaf: row.priceXaf,
    stockLevel: stockLevelOf(row.quantity),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { ...product, availability };
}
