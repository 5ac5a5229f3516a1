import type { ShopCategory } from '@sante/shared/shop-constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopCategories, shopProducts } from '../../db/schema/shop';
import { listedProduct } from './listed-product';

function categories(db: Db) {
  return db
    .select({
      id: shopCategories.id,
      slug: shopCategories.slug,
      nameFr: shopCategories.nameFr,
      nameEn: shopCategories.nameEn,
      productCount: sql<number>`count(${shopProducts.id})::int`,
    })
    .from(shopCategories)
    .leftJoin(shopProducts, and(eq(shopProducts.categoryId, shopCategories.id), listedProduct))
    .groupBy(shopCategories.id);
}

/** `GET /api/shop/categories`: the categories that list at least one product, in display order. */
export async function listCategories(db: Db): Promise<ShopCategory[]> {
  return categories(db)
    .having(sql`count(${shopProducts.id}) > 0`)
    .orderBy(asc(shopCategories.sortOrder), asc(shopCategories.nameFr));
}

/** `GET /api/shop/categories/{id}`: one category, or null. */
export async function getCategory(db: Db, id: string): Promise<ShopCategory | null> {
  const [row] = await categories(db).where(eq(shopCategories.id, id));
  return row ?? null;
}
