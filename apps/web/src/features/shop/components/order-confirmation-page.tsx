import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useOrder, useOrderUpdates } from '../api/order-queries';
import { HandoverCode, OrderInvoice, OrderLines, OrderPlace, OrderReadyTime, OrderStatusBadge } from './order-summary';
import { NoOrder } from './no-order';
import { MY_ORDERS_PATH } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** `/patient/eshop/payment-confirmation?order=<id>`: the order's number, state (live), place, code and amounts. */
export function OrderConfirmationPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useOrder(orderId);
  useOrderUpdates(order.data !== undefined);
  if (!orderId) return <NoOrder title={t('confirmation.heading')} />;
  const view = order.data;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
      {!view && <h1 className="text-2xl leading-tight font-semibold">{t('confirmation.heading')}</h1>}
      {order.isPending && <Spinner label={t('results.loading')} className="py-8" />}
      <FormError error={order.error} />
      {view && (
        <>
          <header className="flex flex-col gap-2">
            <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
            <h1 className="text-2xl leading-tight font-semibold">
              {t(view.paymentChoice === 'cash_on_delivery' ? 'confirmation.titleCash' : 'confirmation.title')}
            </h1>
            <p className="text-lg font-medium">{t('confirmation.number', { number: view.number })}</p>
            <OrderStatusBadge order={view} />
          </header>
          <OrderPlace order={view} />
          <OrderReadyTime order={view} />
          <HandoverCode order={view} />
          <OrderInvoice order={view} />
          <OrderLines order={view} />
          <TextLink to={MY_ORDERS_PATH}>{t('confirmation.myOrders')}</TextLink>
        </>
      )}
    </div>
  );
}
