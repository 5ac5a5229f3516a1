import {
  ORDER_CASH_COLLECTABLE,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderView,
} from '@sante/shared/order-constants';
import type { TAdvanceOrderRequest } from '@sante/shared/order-schemas';
import { ZRefundPaymentRequestSchema } from '@sante/shared/payment-schemas';
import { formatNationalPhone } from '@sante/shared/phone';
import type { Role } from '@sante/shared/roles';
import { mayAct, mayDoAny } from '@sante/shared/staff-permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useViewer } from '../../auth/hooks/use-viewer';
import {
  useAdvanceOrder,
  useOrderQueue,
  useOrderUpdates,
  useRecordOrderCash,
  useRefundOrder,
} from '../../shop/api/order-queries';
import { OrderDate, OrderInvoice, OrderLines, OrderPlace, OrderStatusBadge } from '../../shop/components/order-summary';
import { CommissionsPanel } from './commissions-panel';
import { PharmacistsPanel } from './pharmacists-panel';
import { PrescriptionReview } from './prescription-review';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

type Move = TAdvanceOrderRequest['status'];

/** What the pharmacy may do next with an order (the server checks it again). */
function nextMoves(order: OrderView): Move[] {
  const pickup = order.fulfilment === 'pickup';
  switch (order.status) {
    case 'paid':
      return ['preparing'];
    case 'awaiting_payment':
      return order.paymentChoice === 'cash_on_delivery' ? ['preparing'] : [];
    case 'preparing':
      return [pickup ? 'ready_for_pickup' : 'out_for_delivery'];
    case 'ready_for_pickup':
      return ['picked_up'];
    case 'out_for_delivery':
      return ['delivered'];
    case 'awaiting_prescription':
    case 'pharmacist_review':
    case 'picked_up':
    case 'delivered':
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return [];
  }
}

/** Cash on delivery: the courier or the pharmacy took the cash; recorded once (the server ignores a second record). */
function CollectCash({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const collect = useRecordOrderCash();
  if (order.paymentChoice !== 'cash_on_delivery') return null;
  if (order.cashCollected) return <p className="text-sm font-medium text-success">{t('queue.cashCollected')}</p>;
  if (!ORDER_CASH_COLLECTABLE.includes(order.status)) return null;
  return (
    <div className="flex flex-col gap-2">
      <FormError error={collect.error} />
      <Button variant="outline" disabled={collect.isPending} onClick={() => collect.mutate(order.id)}>
        {t('queue.collectCash', { total: formatFcfa(order.totalXaf) })}
      </Button>
    </div>
  );
}

/** A payment of the order is owed back: staff allowed `shop_orders.refund` record how it was paid back. */
function RefundOrder({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const refund = useRefundOrder();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-notice/40 bg-notice/10 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZRefundPaymentRequestSchema.safeParse({ reason });
        setInvalid(!parsed.success);
        if (parsed.success) refund.mutate({ id: order.id, ...parsed.data });
      }}
    >
      <p className="text-sm font-medium">{t('queue.refundDue')}</p>
      <FormField
        id={`refund-${order.id}`}
        label={t('queue.refundHow')}
        errors={invalid ? [tc('validation.required')] : []}
      >
        {(field) => <Textarea {...field} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <FormError error={refund.error} />
      <Button type="submit" variant="outline" disabled={refund.isPending}>
        {t('queue.refund')}
      </Button>
    </form>
  );
}

function QueueCard({ order, reviews, mayRefund }: { order: OrderView; reviews: boolean; mayRefund: boolean }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const advance = useAdvanceOrder();
  const [code, setCode] = useState('');
  const moves = nextMoves(order);
  const handOver = moves.includes('picked_up') || moves.includes('delivered');
  const codeErrors =
    advance.error instanceof ApiError && advance.error.fieldErrors.handoverCode ? [tc('validation.handoverCode')] : [];
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4" aria-label={order.number}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">{order.number}</h2>
          <p className="text-sm">
            {order.contactName} · {formatNationalPhone(order.contactPhone)}
          </p>
          <OrderDate order={order} />
        </div>
        <OrderStatusBadge order={order} />
      </header>
      <OrderPlace order={order} />
      {order.paymentChoice === 'cash_on_delivery' && <p className="text-sm font-medium">{t('queue.cashOnDelivery')}</p>}
      <OrderLines order={order} />
      {order.status === 'pharmacist_review' &&
        (reviews ? (
          <PrescriptionReview order={order} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('queue.review.pharmacistOnly')}</p>
        ))}
      <OrderInvoice order={order} as="staff" />
      <CollectCash order={order} />
      {order.refundDue && !mayRefund && <p className="text-sm font-medium">{t('queue.refundDueOther')}</p>}
      {order.refundDue && mayRefund && <RefundOrder order={order} />}
      {handOver && (
        <FormField id={`code-${order.id}`} label={t('queue.code')} errors={codeErrors}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
      )}
      {!codeErrors.length && <FormError error={advance.error} />}
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <Button
              key={move}
              disabled={advance.isPending || (handOver && code.length !== 6)}
              onClick={() =>
                advance.mutate({ id: order.id, status: move, ...(handOver ? { handoverCode: code } : {}) })
              }
            >
              {t(`queue.move.${move}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}

/** The orders queue by state (live), searched by number, patient name or phone. */
function OrderQueue({ role }: { role: Role | null }) {
  const { t } = useTranslation('shop');
  const reviews = mayAct(role, 'shop_orders.review', 'shop_orders');
  const mayRefund = mayDoAny(role, 'shop_orders.refund');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [q, setQ] = useState('');
  const queue = useOrderQueue({ ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) });
  useOrderUpdates();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="queue-status" label={t('queue.status')}>
          {(field) => (
            <Select {...field} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
              <option value="">{t('queue.active')}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`orderStatus.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="queue-search" label={t('queue.search')}>
          {(field) => <Input {...field} type="search" value={q} onChange={(event) => setQ(event.target.value)} />}
        </FormField>
      </div>
      {queue.isPending && <Spinner label={t('results.loading')} />}
      <FormError error={queue.error} />
      {queue.data?.length === 0 && <Alert>{t('queue.empty')}</Alert>}
      {queue.data?.map((order) => (
        <QueueCard key={order.id} order={order} reviews={reviews} mayRefund={mayRefund} />
      ))}
    </>
  );
}

const VIEWS = ['orders', 'commissions', 'pharmacists'] as const;
type View = (typeof VIEWS)[number];

/**
 * `/admin/eshop/commandes`: the orders queue, the prescriptions to review first for the pharmacists (ADR 042); the
 * partner pharmacies' monthly commission statements (`?vue=commissions`, ADR 053); for administrators, the
 * pharmacists' registration (`?vue=pharmacists`, ADR 049).
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('shop');
  const viewer = useViewer();
  const role = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  const [params, setParams] = useSearchParams();
  const allowed: Record<View, boolean> = {
    orders: true,
    commissions: mayDoAny(role, 'shop_orders.manage'),
    pharmacists: mayDoAny(role, 'pharmacists.manage'),
  };
  const asked = VIEWS.find((view) => view === params.get('vue')) ?? 'orders';
  const view = allowed[asked] ? asked : 'orders';
  const tabs = VIEWS.filter((candidate) => allowed[candidate]);
  return (
    <div className="flex w-full max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('queue.title')}</h1>
        <p className="text-muted-foreground">{t('queue.description')}</p>
      </header>
      {tabs.length > 1 && (
        <nav aria-label={t('queue.views')} className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <Button
              key={tab}
              size="sm"
              variant={tab === view ? 'default' : 'outline'}
              aria-current={tab === view ? 'page' : undefined}
              onClick={() => setParams(tab === 'orders' ? {} : { vue: tab })}
            >
              {t(`queue.view.${tab}`)}
            </Button>
          ))}
        </nav>
      )}
      {view === 'orders' && <OrderQueue role={role} />}
      {view === 'commissions' && <CommissionsPanel />}
      {view === 'pharmacists' && <PharmacistsPanel />}
    </div>
  );
}
