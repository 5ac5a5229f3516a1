import type { ShopProductDetail } from '@sante/shared/shop-constants';
import { ArrowLeft, Snowflake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useShopProduct } from '../api/shop-queries';
import { AddToCart } from './add-to-cart';
import { CartLink } from './cart-link';
import { PharmacyAvailability } from './pharmacy-availability';
import { ShopNotices } from './shop-notices';
import { categoryPath, localName, SHOP_HOME_PATH } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** A medicine's notice: what it is, never an offer (no promotion, no purchase button: loi 90/035 art. 51). */
function MedicineFacts({ product }: { product: ShopProductDetail }) {
  const { t } = useTranslation('shop');
  const rows: [string, string][] = [
    [t('product.dci'), product.dci ?? ''],
    [t('product.form'), product.form ?? ''],
    [t('product.strength'), product.strength ?? ''],
    [t('product.packSize'), product.packSize],
    [t('product.class'), t(`prescriptionClass.${product.prescriptionClass ?? 'rx'}`)],
    [t('product.coldChain'), product.coldChain ? t('product.coldChainYes') : t('product.coldChainNo')],
    [t('product.amm'), product.ammNumber ?? ''],
  ];
  return (
    <section aria-labelledby="medicine-facts" className="flex flex-col gap-3">
      <h2 id="medicine-facts" className="text-lg font-semibold">
        {t('product.information')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {product.prescriptionClass === 'rx' && <p className="text-sm font-medium">{t('product.rxNotice')}</p>}
      <p className="text-sm text-muted-foreground">{t('product.medicineNotice')}</p>
    </section>
  );
}

/** `/patient/eshop/product/{productId}`: text first (light on 3G), then where to find it. */
export function ShopProductPage() {
  const { t, i18n } = useTranslation('shop');
  const { productId = '' } = useParams();
  const query = useShopProduct(productId);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const product = query.data;
  const medicine = product?.kind === 'medicine';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <TextLink
        to={product ? categoryPath(product.category.id) : SHOP_HOME_PATH}
        tone="muted"
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {product
          ? t('product.backToCategory', { category: localName(product.category, i18n.language) })
          : t('product.back')}
      </TextLink>
      {query.isPending && <Spinner label={t('results.loading')} />}
      {query.isError && (
        <>
          <h1 className="text-2xl leading-tight font-semibold">{missing ? t('product.notFoundTitle') : t('title')}</h1>
          <Alert variant="destructive">{missing ? t('product.notFound') : t('product.loadError')}</Alert>
        </>
      )}
      {product && (
        <>
          <header className="flex flex-col gap-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {medicine
                ? `${t('product.medicine')} · ${t(`prescriptionClass.${product.prescriptionClass ?? 'rx'}`)}`
                : t('product.healthProduct')}
            </p>
            <h1 className="text-2xl leading-tight font-semibold">{product.name}</h1>
            <p className="text-muted-foreground">
              {[medicine ? product.dci : product.brand, product.packSize].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-1 font-semibold">
              {t('product.indicativePrice', { price: formatFcfa(product.priceXaf) })}
            </p>
            {product.coldChain && (
              <p className="inline-flex items-center gap-1.5 text-sm">
                <Snowflake aria-hidden="true" className="size-4 text-primary" />
                {t('product.coldChainYes')}
              </p>
            )}
          </header>
          <AddToCart product={product} />
          <CartLink />
          {product.imageUrl && (
            <img
              src={product.imageUrl}
              alt={t('product.image', { name: product.name })}
              loading="lazy"
              decoding="async"
              width={360}
              height={240}
              className="aspect-[3/2] w-full max-w-[360px] rounded-lg bg-muted object-contain"
            />
          )}
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2 id="product-description" className="text-lg font-semibold">
              {t('product.description')}
            </h2>
            <p>{product.description}</p>
          </section>
          {medicine && <MedicineFacts product={product} />}
          <PharmacyAvailability availability={product.availability} />
          <ShopNotices />
        </>
      )}
    </div>
  );
}
