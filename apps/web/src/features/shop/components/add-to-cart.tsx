import type { ShopProductDetail } from '@sante/shared/shop-constants';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { addToCart, useCart } from '../lib/cart';
import { CHECKOUT_PATH } from './shop-paths';

/**
 * « Ajouter au panier » for a health product, « Réserver en pharmacie » for a medicine (picked up at the counter,
 * never delivered; on prescription, the order then asks for the prescription and the pharmacist reviews it, ADR 042);
 * nothing for a product no partner pharmacy has in stock.
 */
export function AddToCart({ product }: { product: ShopProductDetail }) {
  const { t } = useTranslation('shop');
  const cart = useCart();
  if (!product.availability.some((entry) => entry.stockLevel !== 'out_of_stock')) return null;
  const inCart = cart.find((line) => line.productId === product.id);
  const medicine = product.kind === 'medicine';
  return (
    <section aria-label={t('cart.title')} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <Button
        size="lg"
        onClick={() =>
          addToCart({
            productId: product.id,
            name: product.name,
            kind: product.kind,
            prescriptionClass: product.prescriptionClass,
            packSize: product.packSize,
            priceXaf: product.priceXaf,
          })
        }
      >
        {t(medicine ? 'cart.reserve' : 'cart.add')}
      </Button>
      {medicine && <p className="text-sm text-muted-foreground">{t('cart.reserveNotice')}</p>}
      {product.prescriptionClass === 'rx' && <p className="text-sm text-muted-foreground">{t('rx.rxNotice')}</p>}
      {inCart && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" role="status">
          <span className="inline-flex items-center gap-1 font-medium text-success">
            <Check aria-hidden="true" className="size-4" />
            {t('cart.inCart', { count: inCart.quantity })}
          </span>
          <Link to={CHECKOUT_PATH} className="inline-flex min-h-11 items-center font-medium text-primary underline">
            {t('cart.open')}
          </Link>
        </p>
      )}
    </section>
  );
}
