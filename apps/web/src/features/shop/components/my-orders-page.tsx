import { PATIENT_CANCELLABLE, type OrderView } from '@sante/shared/order-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { formatFcfa } from '../../../lib/format-money';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useCancelOrder, useMyOrders, useOrderUpdates } from '../api/order-queries';
import { addToCart } from '../lib/cart';
import {
  HandoverCode,
  OrderDate,
  OrderInvoice,
  OrderLines,
  OrderPlace,
  OrderReadyTime,
  OrderStatusBadge,
} from './order-summary';
import { PayByRelative } from './pay-by-relative';
import { CHECKOUT_PATH, ORDER_PAYMENT_PATH, SHOP_HOME_PATH, withOrder } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** One order: state, place, code, lines and total, with what the patient may do now. */
function OrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const cancellable = PATIENT_CANCELLABLE.includes(order.status);
  // The pharmacist changed the order: what changed is shown open until the patient accepts it.
  const changed = order.status === 'awaiting_payment' && order.review?.changed === true && !order.review.acceptedAt;
  const awaitingPayment = order.status === 'awaiting_payment' && order.paymentChoice === 'mobile_money';
  const orderAgain = () => {
    for (const line of order.lines) {
      addToCart(
        {
          productId: line.productId,
          name: line.name,
          kind: line.kind,
          prescriptionClass: line.prescriptionClass,
          packSize: line.packSize,
          priceXaf: line.unitPriceXaf,
        },
        line.quantity,
      );
    }
    void navigate(CHECKOUT_PATH);
  };
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4" aria-label={order.number}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">{order.number}</h2>
          <OrderDate order={order} />
        </div>
        <OrderStatusBadge order={order} />
      </header>
      <OrderPlace order={order} />
      <OrderReadyTime order={order} />
      <HandoverCode order={order} />
      {order.status === 'pharmacist_review' && <p className="text-sm font-medium">{t('rx.inReview')}</p>}
      {order.prescriptionRefusal && (
        <p className="text-sm">
          <span className="block font-medium text-destructive">{t('rx.refusedTitle')}</span>
          {t('rx.refusedReason', { reason: order.prescriptionRefusal.reason })}
        </p>
      )}
      {changed && <p className="text-sm font-medium">{t('rx.changedTitle')}</p>}
      <OrderInvoice order={order} />
      <details open={changed}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
          {t('orders.summary', { count: order.lines.length, total: formatFcfa(order.totalXaf) })}
        </summary>
        <OrderLines order={order} />
      </details>
      <FormError error={cancel.error} />
      {confirming && cancellable && (
        <div role="group" aria-label={t('orders.cancel')} className="flex flex-col gap-2 rounded-lg bg-muted p-3">
          <p className="text-sm">{t('orders.cancelQuestion', { number: order.number })}</p>
          {order.status === 'paid' && (
            <p className="text-sm">{t('orders.cancelRefund', { total: formatFcfa(order.totalXaf) })}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(order.id, { onSuccess: () => setConfirming(false) })}
            >
              {t('orders.cancelConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('orders.keep')}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {awaitingPayment && (
          <Button asChild>
            <Link to={withOrder(ORDER_PAYMENT_PATH, order.id)}>
              {t(order.payable ? 'orders.pay' : 'rx.seeChanges')}
            </Link>
          </Button>
        )}
        {order.status === 'awaiting_prescription' && (
          <Button asChild>
            <Link to={withOrder(ORDER_PAYMENT_PATH, order.id)}>{t('rx.join')}</Link>
          </Button>
        )}
        {cancellable && !confirming && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('orders.cancel')}
          </Button>
        )}
        <Button variant="outline" onClick={orderAgain}>
          {t('orders.again')}
        </Button>
      </div>
      {awaitingPayment && order.payable && <PayByRelative order={order} />}
    </article>
  );
}

/** `/patient/commandes`: my orders, newest first, followed live. */
export function MyOrdersPage() {
  const { t } = useTranslation('shop');
  const orders = useMyOrders();
  useOrderUpdates();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('orders.title')}</h1>
        <p className="text-muted-foreground">{t('orders.description')}</p>
      </header>
      {orders.isPending && <Spinner label={t('results.loading')} />}
      <FormError error={orders.error} />
      {orders.data?.length === 0 && (
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('orders.empty')}</span>
          <TextLink to={SHOP_HOME_PATH}>{t('cart.browse')}</TextLink>
        </Alert>
      )}
      {orders.data?.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
