import { z } from 'zod';
import { SERVICE_CITIES } from './constants';
import { PRODUCT_KINDS, SHOP_QUERY_MAX_LENGTH } from './shop-constants';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const queryInt = (min: number, max: number) =>
  z.coerce
    .number<string>({ error: 'validation.enterValue' })
    .int({ error: 'validation.enterValue' })
    .min(min, { error: 'validation.enterValue' })
    .max(max, { error: 'validation.enterValue' });

/**
 * `GET /api/shop/products`: search by name, brand or DCI (accent-insensitive, typo-tolerant), in a category, of a
 * kind, in stock at a partner pharmacy of a city, within an indicative price range. Every filter optional.
 */
export const ZShopProductSearchQuerySchema = z
  .object({
    q: optional(z.string().trim().max(SHOP_QUERY_MAX_LENGTH, { error: 'validation.tooLong' })),
    categoryId: optional(z.uuid({ error: 'validation.selectOption' })),
    kind: optional(z.enum(PRODUCT_KINDS, { error: 'validation.selectOption' })),
    city: optional(z.enum(SERVICE_CITIES, { error: 'validation.selectOption' })),
    minPrice: optional(queryInt(0, 10_000_000)),
    maxPrice: optional(queryInt(0, 10_000_000)),
    page: optional(queryInt(1, 1000)).transform((value) => value ?? 1),
    perPage: optional(queryInt(1, 50)).transform((value) => value ?? 20),
  })
  .superRefine((data, context) => {
    if (data.minPrice !== undefined && data.maxPrice !== undefined && data.minPrice > data.maxPrice)
      context.addIssue({ code: 'custom', path: ['maxPrice'], message: 'validation.priceRange' });
  });
export type TShopProductSearchQuery = z.output<typeof ZShopProductSearchQuerySchema>;
