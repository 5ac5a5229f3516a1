import type { ShopProductSummary } from '@sante/shared/shop-constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFcfa } from '../../../lib/format-money';
import { productPath } from './shop-paths';

/**
 * A product in a list: text first (no picture to wait for on 3G). A medicine reads like a notice (DCI, form,
 * strength, class), never like an offer.
 */
export function ProductCard({ product }: { product: ShopProductSummary }) {
  const { t } = useTranslation('shop');
  const medicine = product.kind === 'medicine';
  return (
    <Link
      to={productPath(product.id)}
      className="flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 text-card-foreground transition-colors hover:border-primary"
    >
      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {medicine
          ? `${t('product.medicine')} · ${t(`prescriptionClass.${product.prescriptionClass ?? 'rx'}`)}`
          : t('product.healthProduct')}
      </span>
      <span className="leading-tight font-semibold">{product.name}</span>
      <span className="text-sm text-muted-foreground">
        {[medicine ? product.dci : product.brand, product.packSize].filter(Boolean).join(' · ')}
      </span>
      <span className="mt-1 text-sm">{t('product.indicativePrice', { price: formatFcfa(product.priceXaf) })}</span>
      <span className={product.pharmaciesInStock > 0 ? 'text-sm text-success' : 'text-sm text-muted-foreground'}>
        {t('product.inStockCount', { count: product.pharmaciesInStock })}
      </span>
    </Link>
  );
}
