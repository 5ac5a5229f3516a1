import type { ShopProductSearchResponse } from '@sante/shared/shop-constants';
import type { TShopProductSearchQuery } from '@sante/shared/shop-schemas';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';
import { containsPattern } from '../../lib/text-search';
import { wordsOf, wordTrigrams } from '../../lib/trigrams';
import { listedProduct, pharmaciesInStock } from './listed-product';

/** A word matches a product that shares this share of its trigrams (a typo or two in a long word). */
const WORD_SIMILARITY = 0.6;
/** Words read from a query: more is a sentence, not a product. */
const MAX_WORDS = 6;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * One word of the query: found in the product's folded text, or sharing most of its trigrams (ADR 035). The
 * `&&` overlap is implied by both and lets PostgreSQL use the GIN index on `search_trigrams`.
 */
function wordMatch(word: string): { where: SQL; score: SQL } {
  const contains = sql`${shopProducts.searchText} like ${containsPattern(word)}`;
  if (word.length < 3) return { where: contains, score: sql`case when ${contains} then 1.0 else 0 end` };
  const trigrams = wordTrigrams(word);
  const shared = sql`(select count(*) from unnest(${textArray(trigrams)}) t where t = any(${shopProducts.searchTrigrams}))`;
  const needed = Math.ceil(trigrams.length * WORD_SIMILARITY);
  return {
    where: sql`(${shopProducts.searchTrigrams} && ${textArray(trigrams)} and (${contains} or ${shared} >= ${needed}))`,
    score: sql`case when ${contains} then 1.0 else ${shared}::float / ${trigrams.length} end`,
  };
}

/** `GET /api/shop/products`: listed products matching the query, best match first, then by name. */
export async function searchProducts(db: Db, query: TShopProductSearchQuery): Promise<ShopProductSearchResponse> {
  const words = wordsOf(query.q ?? '').slice(0, MAX_WORDS);
  const matches = words.map(wordMatch);
  const inStock = pharmaciesInStock(query.city);
  const where = and(
    listedProduct,
    query.categoryId ? eq(shopProducts.categoryId, query.categoryId) : undefined,
    query.kind ? eq(shopProducts.kind, query.kind) : undefined,
    query.minPrice !== undefined ? gte(shopProducts.priceXaf, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(shopProducts.priceXaf, query.maxPrice) : undefined,
    query.city ? sql`${inStock} > 0` : undefined,
    ...matches.map((match) => match.where),
  );
  // Best match first; among equal matches, the shortest name (the plainest product: « SRO » before « SRO et zinc »).
  const ranking =
    matches.length > 0
      ? [
          sql`(${sql.join(
            matches.map((match) => match.score),
            sql` + `,
          )}) desc`,
          sql`length(${shopProducts.name})`,
        ]
      : [];
  const rows = await db
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
      pharmaciesInStock: inStock,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(shopProducts)
    .where(where)
    .orderBy(...ranking, asc(shopProducts.name), asc(shopProducts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const total = rows[0]?.total ?? (query.page > 1 ? await countOf(db, where) : 0);
  return {
    products: rows.map(({ total: _total, ...product }) => product),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopProducts)
    .where(where);
  return row?.count ?? 0;
}
