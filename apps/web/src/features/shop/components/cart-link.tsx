import { ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../lib/cart';
import { CHECKOUT_PATH } from './shop-paths';

/** The cart's entry on the shop's screens, with its number of items (hidden while the cart is empty). */
export function CartLink() {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const count = cart.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return null;
  return (
    <Link
      to={CHECKOUT_PATH}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent"
    >
      <ShoppingBasket aria-hidden="true" className="size-4" />
      {t('cart.link', { count })}
    </Link>
  );
}
