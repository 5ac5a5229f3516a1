import type { ShopCategory, ShopProductDetail, ShopProductSearchResponse } from '@sante/shared/shop-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Products shown per page of results. */
export const SHOP_PAGE_SIZE = 20;

/** The search as the page keeps it in its address (empty string: no filter). */
export type ShopFilters = { q: string; city: string; price: string; page: string };

/** Price bands of the filter (XAF), as `min-max`; an empty end is open. */
export const PRICE_BANDS = ['-1000', '1000-5000', '5000-15000', '15000-'] as const;

function searchQuery(filters: ShopFilters, categoryId: string | undefined): Record<string, string> {
  const query: Record<string, string> = { perPage: String(SHOP_PAGE_SIZE) };
  if (categoryId) query.categoryId = categoryId;
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.city) query.city = filters.city;
  if (filters.page && filters.page !== '1') query.page = filters.page;
  const [min, max] = filters.price.split('-');
  if (min) query.minPrice = min;
  if (max) query.maxPrice = max;
  return query;
}

/** `GET /api/shop/products`: the best matches first (accents and typos forgiven by the server). */
export function shopSearchQueryOptions(filters: ShopFilters, categoryId?: string) {
  const query = searchQuery(filters, categoryId);
  return queryOptions({
    queryKey: ['shop', 'products', query] as const,
    queryFn: ({ signal }) => apiRequest<ShopProductSearchResponse>('/shop/products', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useShopSearch(filters: ShopFilters, categoryId?: string, enabled = true) {
  return useQuery({ ...shopSearchQueryOptions(filters, categoryId), enabled });
}

export function useShopCategories() {
  return useQuery({
    queryKey: ['shop', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ categories: ShopCategory[] }>('/shop/categories', { signal })).categories,
  });
}

export function useShopCategory(categoryId: string) {
  return useQuery({
    queryKey: ['shop', 'categories', categoryId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ category: ShopCategory }>(`/shop/categories/${encodeURIComponent(categoryId)}`, { signal }))
        .category,
  });
}

export function shopProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['shop', 'product', productId] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ product: ShopProductDetail }>(`/shop/products/${encodeURIComponent(productId)}`, { signal }))
        .product,
  });
}

export function useShopProduct(productId: string) {
  return useQuery(shopProductQueryOptions(productId));
}
