import type { Operation } from '../openapi/operation';

/** The shop's public catalogue and the partner pharmacies' availability (ADR 035). */
export const SHOP_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/shop/categories',
    summary: 'The categories with their number of listed products: {categories}',
    tag: 'shop',
  },
  {
    method: 'get',
    path: '/api/shop/categories/{id}',
    summary: 'One category: {category}',
    tag: 'shop',
  },
  {
    method: 'get',
    path: '/api/shop/products',
    summary: 'Search by name, brand or DCI, accent-insensitive and typo-tolerant, with filters: {products, total}',
    tag: 'shop',
    query: {
      q: 'words of a name, brand or DCI',
      categoryId: 'a category',
      kind: 'health_product or medicine',
      city: 'in stock at a partner pharmacy of Douala or Yaoundé',
      minPrice: 'FCFA',
      maxPrice: 'FCFA',
      page: 'from 1',
      perPage: '1 to 50',
    },
  },
  {
    method: 'get',
    path: '/api/shop/products/{id}',
    summary: 'A product (a medicine as information only) and each partner pharmacy that lists it: {product}',
    tag: 'shop',
  },
];
