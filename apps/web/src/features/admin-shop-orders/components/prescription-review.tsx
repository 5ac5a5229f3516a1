import { carerName } from '@sante/shared/carer-name';
import type { OrderLineView, OrderPrescriptionDetail, OrderView } from '@sante/shared/order-constants';
import type { TReviewOrderLine } from '@sante/shared/order-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { Textarea } from '../../../components/ui/textarea';
import { useOrderReviewMaterial, useRefuseOrderPrescription, useReviewOrder } from '../../shop/api/order-queries';

type Decision = TReviewOrderLine['decision'];

/** The prescription beside the lines: the paper's photo (or a link to its PDF), or the signed platform prescription. */
function PrescriptionDocument({ prescription }: { prescription: OrderPrescriptionDetail }) {
  const { t, i18n } = useTranslation('shop');
  if (prescription.kind === 'upload') {
    if (prescription.contentType === 'application/pdf')
      return (
        <a className="inline-flex min-h-11 items-center text-primary underline" href={prescription.url}>
          {t('queue.review.open')}
        </a>
      );
    return (
      <a href={prescription.url} className="block">
        <img
          src={prescription.url}
          alt={t('queue.review.image')}
          className="max-h-[28rem] w-full rounded-md border border-border bg-muted object-contain"
        />
      </a>
    );
  }
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
      <p className="font-medium">
        {t('queue.review.platform', {
          prescriber: carerName(prescription.prescriber, i18n.language),
          date: formatDateTime(new Date(prescription.signedAt), i18n.language),
        })}
      </p>
      <ul className="list-disc pl-5">
        {prescription.medicines.map((medicine, index) => (
          <li key={index}>
            {medicine.name} {medicine.strength} · {medicine.dose} · {medicine.frequency} · {medicine.duration} ·{' '}
            {medicine.quantity}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * « Refuser l’ordonnance » (illegible, expired, another patient's...): with a reason the patient reads, the order
 * waits for another prescription on the same number (ADR 053).
 */
function RefusePrescription({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const refuse = useRefuseOrderPrescription();
  const [reason, setReason] = useState('');
  return (
    <details className="rounded-md border border-border p-3">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">
        {t('queue.review.refuseDocument')}
      </summary>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          refuse.mutate({ id: orderId, reason: reason.trim() });
        }}
      >
        <p className="text-sm text-muted-foreground">{t('queue.review.refuseDocumentHint')}</p>
        <FormField id={`refuse-rx-${orderId}`} label={t('queue.review.refuseDocumentReason')}>
          {(field) => (
            <Textarea
              {...field}
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <FormError error={refuse.error} />
        <Button type="submit" variant="outline" disabled={refuse.isPending || !reason.trim()}>
          {t('queue.review.refuseDocumentSubmit')}
        </Button>
      </form>
    </details>
  );
}

type Choice = { decision: Decision; substituteProductId: string; reason: string };

/**
 * The pharmacist's review of an order (ADR 042): the prescription beside its prescription-only lines, and for each
 * line « Délivrer », « Substituer un générique » (same DCI, in stock here) or « Refuser » with a reason. The server
 * checks the pharmacist's registration, prices a generic itself and holds the stock.
 */
export function PrescriptionReview({ order }: { order: OrderView }) {
  const { t } = useTranslation('shop');
  const material = useOrderReviewMaterial(order);
  const review = useReviewOrder();
  const pending = order.lines.filter((line) => line.review === 'pending');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const choiceOf = (line: OrderLineView): Choice =>
    choices[line.productId] ?? { decision: 'approve', substituteProductId: '', reason: '' };
  const set = (line: OrderLineView, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [line.productId]: { ...choiceOf(line), ...change } }));
  const submit = () =>
    review.mutate({
      id: order.id,
      lines: pending.map((line) => {
        const choice = choiceOf(line);
        return {
          productId: line.productId,
          decision: choice.decision,
          ...(choice.decision === 'substitute' ? { substituteProductId: choice.substituteProductId } : {}),
          ...(choice.decision === 'refuse' ? { reason: choice.reason.trim() } : {}),
        };
      }),
    });
  const incomplete = pending.some((line) => {
    const choice = choiceOf(line);
    return (
      (choice.decision === 'substitute' && !choice.substituteProductId) ||
      (choice.decision === 'refuse' && !choice.reason.trim())
    );
  });
  return (
    <section
      aria-label={t('queue.review.title')}
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3"
    >
      <h3 className="font-semibold">{t('queue.review.title')}</h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          {material.isPending && <Spinner label={t('results.loading')} />}
          <FormError error={material.error} />
          {material.data && <PrescriptionDocument prescription={material.data.prescription} />}
          {material.data && (
            <div className="mt-3">
              <RefusePrescription orderId={order.id} />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-4">
          {pending.map((line) => {
            const choice = choiceOf(line);
            const generics = material.data?.substitutes[line.productId] ?? [];
            const id = `${order.id}-${line.productId}`;
            return (
              <fieldset key={line.productId} className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">
                  {t('queue.review.decision', { name: `${line.name} × ${line.quantity}` })}
                </legend>
                <FormField id={`decision-${id}`} label={t('queue.review.choice')}>
                  {(field) => (
                    <Select
                      {...field}
                      value={choice.decision}
                      onChange={(event) => set(line, { decision: event.target.value as Decision })}
                    >
                      <option value="approve">{t('queue.review.approve')}</option>
                      <option value="substitute">{t('queue.review.substitute')}</option>
                      <option value="refuse">{t('queue.review.refuse')}</option>
                    </Select>
                  )}
                </FormField>
                {choice.decision === 'substitute' &&
                  (generics.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t('queue.review.noGeneric')}</p>
                  ) : (
                    <FormField id={`generic-${id}`} label={t('queue.review.generic')}>
                      {(field) => (
                        <Select
                          {...field}
                          value={choice.substituteProductId}
                          onChange={(event) => set(line, { substituteProductId: event.target.value })}
                        >
                          <option value="" />
                          {generics.map((generic) => (
                            <option key={generic.productId} value={generic.productId}>
                              {generic.name} ({generic.packSize}) · {formatFcfa(generic.unitPriceXaf)}
                            </option>
                          ))}
                        </Select>
                      )}
                    </FormField>
                  ))}
                {choice.decision === 'refuse' && (
                  <FormField id={`reason-${id}`} label={t('queue.review.reason')}>
                    {(field) => (
                      <Input
                        {...field}
                        maxLength={300}
                        value={choice.reason}
                        onChange={(event) => set(line, { reason: event.target.value })}
                      />
                    )}
                  </FormField>
                )}
              </fieldset>
            );
          })}
          <FormError error={review.error} />
          <Button disabled={review.isPending || incomplete || pending.length === 0} onClick={submit}>
            {t('queue.review.submit')}
          </Button>
        </div>
      </div>
    </section>
  );
}
