import type { PaymentView } from '@sante/shared/payment-constants';
import { formatNationalPhone, normaliseCameroonPhone, type MobileMoneyOperator } from '@sante/shared/phone';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useSession } from '../../auth/api/session';
import { useInitiatePayment } from '../../booking/api/bookings';
import { MobileMoneyFields, useMobileMoneyChoice } from '../../payments/components/mobile-money-fields';
import { SandboxPaymentApproval } from '../../payments/components/sandbox-payment-approval';
import { useOrder, useOrderUpdates } from '../api/order-queries';
import { OrderLines, OrderPlace } from './order-summary';
import { NoOrder } from './no-order';
import { PrescriptionStep } from './prescription-step';
import { ORDER_CONFIRMATION_PATH, withOrder } from './shop-paths';
import { PolledPhoneConfirmation } from '../../payments/components/phone-confirmation';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

// Loaded when the patient has an order to pay: the payment route stays within its size budget.
const PayByRelative = lazy(() => import('./pay-by-relative').then((module) => ({ default: module.PayByRelative })));

/**
 * `/patient/eshop/payment?order=<id>`: pays the order's total as the server computed it, by mobile money through the
 * configured provider (the demo sandbox or Notch Pay); each attempt has its own idempotency key, so a double tap
 * never charges twice. Once paid, the confirmation. An order with a prescription-only line first goes through its
 * prescription step here (ADR 042): the form shows only once the server says the order is payable.
 */
export function OrderPaymentPage() {
  const { t, i18n } = useTranslation('shop');
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.data !== null && session.data !== undefined;
  const order = useOrder(signedIn ? orderId : null);
  useOrderUpdates(order.data !== undefined);
  const initiate = useInitiatePayment();
  const choice = useMobileMoneyChoice(
    order.data?.contactPhone ? formatNationalPhone(order.data.contactPhone) : '',
    'mtn_momo',
  );
  const [phoneError, setPhoneError] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<{ phone: string; operator: MobileMoneyOperator } | null>(null);
  const key = useRef(newIdempotencyKey('order-payment'));
  const payment = initiate.data ?? null;

  const done = useCallback(
    (final: PaymentView) => {
      if (final.status === 'succeeded' && orderId) void navigate(withOrder(ORDER_CONFIRMATION_PATH, orderId));
      else setFailed(true);
    },
    [navigate, orderId],
  );

  const status = order.data?.status;
  useEffect(() => {
    const beforePayment = ['awaiting_prescription', 'pharmacist_review', 'awaiting_payment'];
    if (orderId && status && !beforePayment.includes(status))
      void navigate(withOrder(ORDER_CONFIRMATION_PATH, orderId), { replace: true });
  }, [navigate, orderId, status]);

  if (!orderId) return <NoOrder title={t('payment.title')} />;
  if (session.data === null)
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
        <h1 className="text-2xl leading-tight font-semibold">{t('payment.title')}</h1>
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('payment.signIn')}</span>
          <TextLink to={`/connexion/patient?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>
            {t('checkout.signInAction')}
          </TextLink>
        </Alert>
      </div>
    );

  const retry = () => {
    key.current = newIdempotencyKey('order-payment');
    setFailed(false);
    setSentTo(null);
    initiate.reset();
  };
  const showForm = order.data?.payable && !payment && !initiate.isPending;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('payment.title')}</h1>
        {order.data && (
          <p className="text-muted-foreground">
            {t('payment.amount', { total: formatFcfa(order.data.totalXaf), number: order.data.number })}
          </p>
        )}
      </header>
      {order.isPending && <Spinner label={t('results.loading')} className="py-8" />}
      <FormError error={order.error ?? initiate.error} />
      {order.data && <PrescriptionStep order={order.data} />}
      {order.data?.payBy && (
        <p className="rounded-lg border border-notice/40 bg-notice/10 p-3 text-sm">
          {t('payment.payBy', { when: formatDateTime(new Date(order.data.payBy), i18n.language) })}
        </p>
      )}
      {order.data && (
        <details className="rounded-lg border border-border bg-card p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">{t('payment.details')}</summary>
          <div className="flex flex-col gap-3 pt-2">
            <OrderPlace order={order.data} />
            <OrderLines order={order.data} />
          </div>
        </details>
      )}
      {showForm && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = normaliseCameroonPhone(choice.phone);
            setPhoneError(!normalised);
            if (!normalised) return;
            setSentTo({ phone: normalised, operator: choice.operator });
            initiate.mutate({
              payableType: 'shop_order',
              payableId: orderId,
              method: choice.operator,
              phone: normalised,
              amount: order.data?.totalXaf,
              idempotencyKey: key.current,
            });
          }}
        >
          <MobileMoneyFields
            id="order-payment"
            choice={choice}
            phoneLabel={t('payment.phone')}
            phoneError={phoneError}
          />
          <Button type="submit" size="lg">
            {t('payment.pay', { total: order.data ? formatFcfa(order.data.totalXaf) : '' })}
          </Button>
        </form>
      )}
      {showForm && order.data && (
        <Suspense fallback={null}>
          <PayByRelative order={order.data} />
        </Suspense>
      )}
      {initiate.isPending && <Spinner label={t('payment.starting')} className="py-8" />}
      {payment && sentTo && (
        <p className="text-sm font-medium">{t('payment.sentTo', { phone: formatNationalPhone(sentTo.phone) })}</p>
      )}
      {payment?.provider === 'sandbox' && <SandboxPaymentApproval paymentId={payment.id} onFinal={done} />}
      {payment?.provider === 'notchpay' && <PolledPhoneConfirmation payment={payment} onFinal={done} />}
      {(failed || initiate.isError) && (
        <section className="flex flex-col gap-2">
          <p className="text-sm">{t('payment.retryHint')}</p>
          <Button variant="outline" onClick={retry}>
            {t('payment.retry')}
          </Button>
        </section>
      )}
    </div>
  );
}
