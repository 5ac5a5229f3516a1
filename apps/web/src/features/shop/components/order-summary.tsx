import { deliveryZoneOf, type OrderView } from '@sante/shared/order-constants';
import { pharmacyReadyAt } from '@sante/shared/order-ready-time';
import { formatNationalPhone } from '@sante/shared/phone';
import { Clock, FileText, MapPin, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { orderCreditNotePdfHref, orderInvoicePdfHref } from '../api/order-queries';
import { readyWhen } from './opening-hours';

/** An order's state as a small label (the colour says whether something is expected of the patient). */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, 'status'> }) {
  const { t } = useTranslation('shop');
  const tone =
    order.status === 'cancelled' || order.status === 'expired' || order.status === 'refunded'
      ? 'bg-muted text-muted-foreground'
      : order.status === 'awaiting_payment' || order.status === 'ready_for_pickup'
        ? 'bg-notice/15 text-foreground'
        : 'bg-primary/10 text-primary';
  return (
    <span className={`inline-flex w-fit rounded-full px-2.5 py-0.5 text-sm font-medium ${tone}`}>
      {t(`orderStatus.${order.status}`)}
    </span>
  );
}

/** Where the order goes: the pick-up pharmacy (address, phone) or the delivery zone and address with its promise. */
export function OrderPlace({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const zone = order.deliveryZoneId ? deliveryZoneOf(order.deliveryZoneId) : undefined;
  if (order.fulfilment === 'delivery' && zone) {
    return (
      <p className="flex gap-1.5 text-sm">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {t('order.deliveredTo', { zone: zone.name, city: zone.city })}
          <span className="block text-muted-foreground">{order.deliveryAddress}</span>
          <span className="block text-muted-foreground">
            {t('order.deliveryPromise', { count: zone.promiseHours, pharmacy: order.pharmacy.name })}
          </span>
        </span>
      </p>
    );
  }
  return (
    <p className="flex gap-1.5 text-sm">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {t('order.pickupAt', { pharmacy: order.pharmacy.name })}
        <span className="block text-muted-foreground">
          {order.pharmacy.quartier}, {order.pharmacy.city} · {order.pharmacy.address}
        </span>
        <a className="block text-primary underline" href={`tel:${order.pharmacy.phone}`}>
          {formatNationalPhone(order.pharmacy.phone)}
        </a>
      </span>
    </p>
  );
}

/** The order's lines and amounts as the server computed them (VAT included, medicines exempt). */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-border">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              <span className={line.review === 'refused' ? 'font-medium line-through' : 'font-medium'}>
                {line.name}
              </span>
              <span className="block text-muted-foreground">
                {t('order.lineDetail', { quantity: line.quantity, price: formatFcfa(line.unitPriceXaf) })}
              </span>
              {line.ordered && (
                <span className="block font-medium">
                  {t('rx.substituted', { name: line.ordered.name, price: formatFcfa(line.ordered.unitPriceXaf) })}
                </span>
              )}
              {line.review === 'refused' && (
                <span className="block font-medium text-destructive">
                  {t('rx.refused', { reason: line.refusalReason ?? '' })}
                </span>
              )}
            </span>
            <span className="shrink-0 font-medium">{formatFcfa(line.totalXaf)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-2 text-sm">
        {order.deliveryFeeXaf > 0 && (
          <>
            <dt>{t('order.deliveryFee')}</dt>
            <dd className="text-right">{formatFcfa(order.deliveryFeeXaf)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('order.total')}</dt>
        <dd className="text-right font-semibold">{formatFcfa(order.totalXaf)}</dd>
        <dt className="text-muted-foreground">{t('order.vat')}</dt>
        <dd className="text-right text-muted-foreground">{formatFcfa(order.vatXaf)}</dd>
      </dl>
      <ReviewStamp order={order} />
    </div>
  );
}

/** Who reviewed the prescription (their Ordre number) and when (ADR 042). */
function ReviewStamp({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('shop');
  if (!order.review) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t('rx.approvedBy', {
        number: order.review.pharmacistOrdreNumber,
        when: formatDateTime(new Date(order.review.at), i18n.language),
      })}
    </p>
  );
}

/** The code the patient shows at the counter or gives the courier. */
export function HandoverCode({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  if (
    !order.handoverCode ||
    !['paid', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'awaiting_payment'].includes(order.status)
  )
    return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <p className="text-sm">{t(order.fulfilment === 'delivery' ? 'order.deliveryCode' : 'order.pickupCode')}</p>
      <p
        className="font-mono text-2xl font-semibold tracking-[0.3em]"
        aria-label={order.handoverCode.split('').join(' ')}
      >
        {order.handoverCode}
      </p>
    </div>
  );
}

export function OrderDate({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <p className="text-sm text-muted-foreground">
      {t('order.placedOn', { when: formatDateTime(new Date(order.createdAt), i18n.language) })}
    </p>
  );
}

/**
 * A pick-up order's estimated ready time at its pharmacy, within its opening hours (Africa/Douala, ADR 043): paid at
 * 21:30 at a pharmacy that closes at 20:00, « Prête demain à partir de 8 h 30 ». A delivery says its zone's promise.
 */
export function OrderReadyTime({ order, now = new Date() }: { order: OrderView; now?: Date }) {
  const { t, i18n } = useTranslation('shop');
  if (order.fulfilment !== 'pickup' || (order.status !== 'paid' && order.status !== 'preparing')) return null;
  const paidAt = order.events.find((event) => event.status === 'paid')?.at;
  const readyAt = pharmacyReadyAt(paidAt ? new Date(paidAt) : now, order.pharmacy.weeklyHours);
  if (!readyAt) return null;
  const ready = readyWhen(readyAt, now, i18n.language);
  return (
    <p className="flex gap-1.5 text-sm font-medium">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>{t(`order.ready.${ready.when}`, { time: ready.time, day: ready.day })}</span>
    </p>
  );
}

/** The order's invoice once paid (PDF) and, once refunded, its credit note (the patient's PDF; staff read its number). */
export function OrderInvoice({ order, as = 'patient' }: { order: OrderView; as?: 'patient' | 'staff' }) {
  const { t } = useTranslation('shop');
  const invoice = order.invoice;
  if (!invoice || invoice.status !== 'paid') return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a
        className="inline-flex min-h-11 items-center gap-1.5 text-primary underline"
        href={orderInvoicePdfHref(invoice.id)}
        download
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('order.invoice', { number: invoice.number })}
      </a>
      {invoice.creditNote && as === 'staff' && (
        <span>{t('order.creditNote', { number: invoice.creditNote.number })}</span>
      )}
      {invoice.creditNote && as === 'patient' && (
        <a
          className="inline-flex min-h-11 items-center gap-1.5 text-primary underline"
          href={orderCreditNotePdfHref(invoice.creditNote.id)}
          download
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('order.creditNote', { number: invoice.creditNote.number })}
        </a>
      )}
    </p>
  );
}
