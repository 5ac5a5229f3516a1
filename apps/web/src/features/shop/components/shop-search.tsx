import { SERVICE_CITIES } from '@sante/shared/constants';
import { SHOP_QUERY_MAX_LENGTH } from '@sante/shared/shop-constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRICE_BANDS, SHOP_PAGE_SIZE, useShopSearch, type ShopFilters } from '../api/shop-queries';
import { ProductCard } from './product-card';

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/** The search is in the address (shareable, kept by the back button); anything malformed is ignored. */
function filtersFrom(params: URLSearchParams): ShopFilters {
  const page = params.get('page') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SHOP_QUERY_MAX_LENGTH),
    city: oneOf(SERVICE_CITIES, params.get('city')),
    price: oneOf(PRICE_BANDS, params.get('price')),
    page: /^[1-9]\d{0,2}$/.test(page) ? page : '',
  };
}

function usePriceLabel() {
  const { t } = useTranslation('shop');
  return (band: string) => {
    const [min, max] = band.split('-').map((end) => (end ? formatFcfa(Number(end)) : ''));
    if (!min) return t('search.priceUnder', { max });
    if (!max) return t('search.priceOver', { min });
    return t('search.priceBetween', { min, max });
  };
}

type ShopSearchProps = {
  /** Within one category (its page); the whole shop otherwise. */
  categoryId?: string;
  /** Results only once something is searched or filtered (the shop's home shows its categories meanwhile). */
  resultsOnlyWhenSearching?: boolean;
};

/** The search box, the filters (city with stock, price band) and the results, page by page. */
export function ShopSearch({ categoryId, resultsOnlyWhenSearching = false }: ShopSearchProps) {
  const { t } = useTranslation('shop');
  const priceLabel = usePriceLabel();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebouncedValue(typed, 300);
  const searching = filters.q.trim() !== '' || filters.city !== '' || filters.price !== '';
  const showResults = !resultsOnlyWhenSearching || searching;
  const search = useShopSearch(filters, categoryId, showResults);

  const change = (next: Partial<ShopFilters>) => {
    const merged = { ...filters, page: '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')), { replace: true });
  };
  useEffect(() => {
    if (settled.trim() !== filters.q.trim()) change({ q: settled });
    // Only a pause in typing asks the server; `change` and `filters` follow the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const page = Number(filters.page || '1');
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / SHOP_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t('search.legend')}
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: typed });
        }}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <FormField id="shop-query" label={t('search.query')} className="col-span-2">
          {(control) => (
            <Input
              {...control}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={SHOP_QUERY_MAX_LENGTH}
              placeholder={t('search.placeholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="shop-city" label={t('search.city')}>
          {(control) => (
            <Select {...control} value={filters.city} onChange={(event) => change({ city: event.target.value })}>
              <option value="">{t('search.anyCity')}</option>
              {SERVICE_CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="shop-price" label={t('search.price')}>
          {(control) => (
            <Select {...control} value={filters.price} onChange={(event) => change({ price: event.target.value })}>
              <option value="">{t('search.anyPrice')}</option>
              {PRICE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {priceLabel(band)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {searching && (
          <div className="col-span-2 lg:col-span-4">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setTyped('');
                setParams({}, { replace: true });
              }}
            >
              {t('search.clear')}
            </Button>
          </div>
        )}
      </form>

      {showResults && (
        <section aria-labelledby="shop-results" aria-busy={search.isFetching} className="flex flex-col gap-3">
          <h2 id="shop-results" className="sr-only">
            {t('results.heading')}
          </h2>
          {search.isPending && <Spinner label={t('results.loading')} />}
          {search.isError && (
            <Alert variant="destructive" className="flex flex-col items-start gap-2">
              <span>{t('results.loadError')}</span>
              <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
                {t('results.retry')}
              </Button>
            </Alert>
          )}
          {search.data && (
            <>
              <p
                aria-live="polite"
                className={
                  search.data.total === 0
                    ? 'rounded-lg border border-dashed border-border p-6 text-center'
                    : 'text-sm text-muted-foreground'
                }
              >
                {search.data.total === 0 ? t('results.empty') : t('results.count', { count: search.data.total })}
              </p>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {search.data.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  aria-label={t('results.page', { page, pages })}
                  className="flex items-center justify-between gap-2"
                >
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => change({ page: String(page - 1) })}
                  >
                    {t('results.previous')}
                  </Button>
                  <span className="text-sm text-muted-foreground">{t('results.page', { page, pages })}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => change({ page: String(page + 1) })}
                  >
                    {t('results.next')}
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
