import { carerName } from '@sante/shared/carer-name';
import type { OrderView } from '@sante/shared/order-constants';
import { Camera, FileCheck2, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilePickerLabel } from '../../../components/ui/file-picker-label';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { useMyPrescriptions } from '../../prescriptions/api/prescriptions';
import { useAcceptOrderChanges, useJoinPrescription } from '../api/order-queries';
import { OrderLines } from './order-summary';

/** Awaiting its prescription: one of my signed platform prescriptions in one tap, or a paper's photo or PDF. */
function JoinPrescription({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('shop');
  const mine = useMyPrescriptions();
  const join = useJoinPrescription(order.id);
  const usable = (mine.data ?? []).filter((prescription) => prescription.status === 'signed');
  return (
    <section aria-labelledby="rx-title" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
      <h2 id="rx-title" className="text-lg font-semibold">
        {t('rx.title')}
      </h2>
      {order.prescriptionRefusal && (
        <Alert variant="destructive" className="flex flex-col gap-1">
          <span className="font-medium">{t('rx.refusedTitle')}</span>
          <span>{t('rx.refusedReason', { reason: order.prescriptionRefusal.reason })}</span>
        </Alert>
      )}
      <p className="text-sm">{t('rx.intro', { pharmacy: order.pharmacy.name })}</p>
      {order.reviewBy && (
        <p className="text-sm text-muted-foreground">
          {t('rx.reviewBy', { when: formatDateTime(new Date(order.reviewBy), i18n.language) })}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{t('rx.mine')}</h3>
        {mine.isPending && <Spinner label={t('results.loading')} />}
        {mine.data && usable.length === 0 && <p className="text-sm text-muted-foreground">{t('rx.noneMine')}</p>}
        <ul className="flex flex-col gap-2">
          {usable.map((prescription) => (
            <li key={prescription.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {prescription.prescriber &&
                  t('rx.signedBy', {
                    prescriber: carerName(prescription.prescriber, i18n.language),
                    date: formatDateTime(new Date(prescription.signedAt ?? prescription.updatedAt), i18n.language),
                  })}
                <span className="block text-muted-foreground">
                  {prescription.medicines.map((medicine) => medicine.name).join(', ')}
                </span>
              </span>
              {prescription.dispensedAt ? (
                <span className="text-muted-foreground">{t('rx.dispensed')}</span>
              ) : (
                <Button
                  variant="outline"
                  disabled={join.isPending}
                  onClick={() => join.mutate({ prescriptionId: prescription.id })}
                >
                  <FileCheck2 aria-hidden="true" />
                  {t('rx.attach')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{t('rx.paper')}</h3>
        <div>
          <input
            id="rx-file"
            type="file"
            accept="image/*,application/pdf"
            className="peer sr-only"
            disabled={join.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) join.mutate({ file });
            }}
          />
          <FilePickerLabel htmlFor="rx-file">
            <Camera aria-hidden="true" />
            {t('rx.photo')}
          </FilePickerLabel>
        </div>
        <p className="text-xs text-muted-foreground">{t('rx.paperHint')}</p>
      </div>
      {join.isPending && <Spinner label={t('rx.sending')} />}
      <FormError error={join.error} />
    </section>
  );
}

/** The changed total to accept before paying: what the pharmacist substituted or refused, line by line. */
function AcceptChanges({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const accept = useAcceptOrderChanges();
  return (
    <section aria-labelledby="rx-changed" className="flex flex-col gap-3 rounded-lg border border-notice/40 p-4">
      <h2 id="rx-changed" className="text-lg font-semibold">
        {t('rx.changedTitle')}
      </h2>
      <p className="text-sm">{t('rx.changedHint', { total: formatFcfa(order.totalXaf) })}</p>
      <OrderLines order={order} />
      <FormError error={accept.error} />
      <Button size="lg" disabled={accept.isPending} onClick={() => accept.mutate(order.id)}>
        {t('rx.accept')}
      </Button>
    </section>
  );
}

/**
 * The prescription step of an order before its payment (ADR 042): attach the prescription, wait for the
 * pharmacist, accept a changed total. Nothing once the order can be paid (the server decides: `payable`).
 */
export function PrescriptionStep({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('shop');
  if (order.status === 'awaiting_prescription') return <JoinPrescription order={order} />;
  if (order.status === 'pharmacist_review')
    return (
      <Alert className="flex gap-2">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="block font-medium">{t('rx.inReview')}</span>
          {order.reviewBy && t('rx.inReviewHint', { when: formatDateTime(new Date(order.reviewBy), i18n.language) })}
        </span>
      </Alert>
    );
  if (order.status === 'awaiting_payment' && order.review?.changed && !order.review.acceptedAt)
    return <AcceptChanges order={order} />;
  return null;
}
