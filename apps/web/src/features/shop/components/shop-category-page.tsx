import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useShopCategory } from '../api/shop-queries';
import { CartLink } from './cart-link';
import { ShopSearch } from './shop-search';
import { localName, SHOP_HOME_PATH } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** `/patient/eshop/category/{categoryId}`: the products of one category, searchable and filtered. */
export function ShopCategoryPage() {
  const { t, i18n } = useTranslation('shop');
  const { categoryId = '' } = useParams();
  const category = useShopCategory(categoryId);
  const missing = category.error instanceof ApiError && category.error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <TextLink to={SHOP_HOME_PATH} tone="muted" className="inline-flex min-h-11 w-fit items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.back')}
      </TextLink>
      {category.isPending && <Spinner label={t('results.loading')} />}
      {category.isError && (
        <>
          <h1 className="text-2xl leading-tight font-semibold">
            {missing ? t('categories.notFoundTitle') : t('title')}
          </h1>
          <Alert variant="destructive">{missing ? t('categories.notFound') : t('categories.loadError')}</Alert>
        </>
      )}
      {category.data && (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl leading-tight font-semibold">{localName(category.data, i18n.language)}</h1>
            <p className="text-sm text-muted-foreground">{t('estimateNote')}</p>
            <CartLink />
          </header>
          <ShopSearch categoryId={category.data.id} />
        </>
      )}
    </div>
  );
}
