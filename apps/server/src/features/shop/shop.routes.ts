import { ZShopProductSearchQuerySchema } from '@sante/shared/shop-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { parseWith, uuidParam } from '../../lib/validate';
import { getProduct } from './get-product';
import { getCategory, listCategories } from './list-categories';
import { searchProducts } from './search-products';

/** `/api/shop`: the public catalogue of the shop and the partner pharmacies' availability (ADR 035). */
export function shopRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .get('/categories', async (c) => c.json({ categories: await listCategories(deps.db) }))
    .get('/categories/:id', async (c) => {
      const category = await getCategory(deps.db, uuidParam(c.req.param('id')));
      if (!category) throw new AppError('not_found');
      return c.json({ category });
    })
    .get('/products', async (c) =>
      c.json(await searchProducts(deps.db, parseWith(ZShopProductSearchQuerySchema, c.req.query()))),
    )
    .get('/products/:id', async (c) => {
      const product = await getProduct(deps.db, uuidParam(c.req.param('id')));
      if (!product) throw new AppError('not_found');
      return c.json({ product });
    });
}
