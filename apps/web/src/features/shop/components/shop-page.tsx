import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useShopCategories } from '../api/shop-queries';
import { CartLink } from './cart-link';
import { ShopNotices } from './shop-notices';
import { ShopSearch } from './shop-search';
import { categoryPath, localName } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** `/eshop` and `/patient/eshop`: search the shop, or browse it by category. */
export function ShopPage() {
  const { t, i18n } = useTranslation('shop');
  const categories = useShopCategories();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        <CartLink />
      </header>
      <ShopSearch resultsOnlyWhenSearching />
      <ShopNotices />
      <section aria-labelledby="shop-categories" className="flex flex-col gap-3">
        <h2 id="shop-categories" className="text-lg font-semibold">
          {t('categories.heading')}
        </h2>
        {categories.isPending && <Spinner label={t('results.loading')} />}
        {categories.isError && <Alert variant="destructive">{t('categories.loadError')}</Alert>}
        {categories.data && (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryPath(category.id)}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 transition-colors hover:border-primary"
                >
                  <span className="font-medium">{localName(category, i18n.language)}</span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {t('categories.count', { count: category.productCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
