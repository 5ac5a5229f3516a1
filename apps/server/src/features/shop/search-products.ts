import type { ShopProductSearchResponse } from '@sante/shared/shop-constants';
import type { TShopProductSearchQuery } from '@sante/shared/shop-schemas';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopProducts, shopSearchWords } from '../../db/schema/shop';
import { containsPattern } from '../../lib/text-search';
import { wordsOf, wordTrigrams } from '../../lib/trigrams';
import { listedProduct, pharmaciesInStock } from './listed-product';

/** A catalogue word matches a typed word that shares this share of its trigrams (a typo or two in a long word). */
const WORD_SIMILARITY = 0.6;
/** Words read from a query: more is a sentence, not a product. */
const MAX_WORDS = 6;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The catalogue's words a typed word stands for (ADR 035): those that contain it, or, from 3 letters, share most of
 * its trigrams. Read from the vocabulary (a few thousand words), once per query.
 */
function vocabularyFor(word: string): SQL {
  const contains = sql`${shopSearchWords.word} like ${containsPattern(word)}`;
  if (word.length < 3)
    return sql`(select coalesce(array_agg(${shopSearchWords.word}), '{}') from ${shopSearchWords} where ${contains})`;
  const trigrams = wordTrigrams(word);
  const needed = Math.ceil(trigrams.length * WORD_SIMILARITY);
  const shared = sql`(select count(*) from unnest(${shopSearchWords.trigrams}) t where t = any(${textArray(trigrams)}))`;
  return sql`(select coalesce(array_agg(${shopSearchWords.word}), '{}') from ${shopSearchWords}
    where ${contains} or (${shopSearchWords.trigrams} && ${textArray(trigrams)} and ${shared} >= ${needed}))`;
}

/**
 * `GET /api/shop/products`: listed products with, for each typed word, one of the words it stands for (GIN index on
 * `search_words`); those holding the typed words exactly first, then the shortest names (the plainest product:
 * « SRO » before « SRO et zinc »). The page is chosen first, its details (stock per city) read for it alone.
 */
export async function searchProducts(db: Db, query: TShopProductSearchQuery): Promise<ShopProductSearchResponse> {
  const words = [...new Set(wordsOf(query.q ?? ''))].slice(0, MAX_WORDS);
  const inStock = pharmaciesInStock(query.city);
  const where = and(
    listedProduct,
    query.categoryId ? eq(shopProducts.categoryId, query.categoryId) : undefined,
    query.kind ? eq(shopProducts.kind, query.kind) : undefined,
    query.minPrice !== undefined ? gte(shopProducts.priceXaf, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(shopProducts.priceXaf, query.maxPrice) : undefined,
    query.city ? sql`${inStock} > 0` : undefined,
    ...words.map((word) => sql`${shopProducts.searchWords} && ${vocabularyFor(word)}`),
  );
  const ranking =
    words.length > 0
      ? [
          sql`cardinality(array(select unnest(${shopProducts.searchWords}) intersect select unnest(${textArray(words)}))) desc`,
          sql`length(${shopProducts.name})`,
        ]
      : [];
  const page = await db
    .select({ id: shopProducts.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shopProducts)
    .where(where)
    .orderBy(...ranking, asc(shopProducts.name), asc(shopProducts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const ids = page.map((row) => row.id);
  const total = page[0]?.total ?? (query.page > 1 ? await countOf(db, where) : 0);
  if (ids.length === 0) return { products: [], total, page: query.page, perPage: query.perPage };

  const details = await db
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
    })
    .from(shopProducts)
    .where(inArray(shopProducts.id, ids));
  const byId = new Map(details.map((product) => [product.id, product]));
  return {
    products: ids.flatMap((id) => byId.get(id) ?? []),
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
