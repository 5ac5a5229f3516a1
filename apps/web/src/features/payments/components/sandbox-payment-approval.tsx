import type { TPayLink } from '@sante/shared/invoice-schemas';
import { isFinalPaymentStatus, type PaymentView } from '@sante/shared/payment-constants';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/i18n';
import { useSandboxDecision, useSandboxPayment } from '../api/payments';
import './register-payments-catalogue';
import { numberFormat } from '@sante/shared/intl-formats';

type SandboxPaymentApprovalProps = {
  paymentId: string;
  /** A payment made through an invoice's payment link (no account): read and decided with the link. */
  link?: TPayLink;
  /** Called once the payment is final (succeeded, failed...): the booking flow moves on. */
  onFinal?: (payment: PaymentView) => void;
};

/**
 * The demo provider's "approve on your phone" step, embedded by the booking and invoice flows: what a
 * payer would see on their phone, with Approve and Decline, clearly labelled as a demonstration. It polls
 * the payment until it is final.
 */
export function SandboxPaymentApproval({ paymentId, link, onFinal }: SandboxPaymentApprovalProps) {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const payment = useSandboxPayment(paymentId, link);
  const decision = useSandboxDecision(paymentId, link);
  const current = payment.data;
  const final = current ? isFinalPaymentStatus(current.status) : false;

  useEffect(() => {
    if (current && final) onFinal?.(current);
  }, [current, final, onFinal]);

  const error = decision.error ?? payment.error;
  const amount = current
    ? numberFormat(i18n.language, { style: 'currency', currency: 'XAF', maximumFractionDigits: 0 }).format(
        current.amount,
      )
    : null;

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-sm rounded-xl border bg-card p-5 shadow-sm">
      <p className="mb-3 inline-block rounded-full bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-wide">
        {t('sandbox.badge')}
      </p>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('sandbox.title')}
      </h2>
      {!current && !error && <Spinner label={t('sandbox.loading')} className="mt-4 justify-start" />}
      {current && (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            {t(`sandbox.method.${current.method}`)} · <span className="font-semibold text-foreground">{amount}</span>
          </p>
          <p className="mt-3 text-sm">{t('sandbox.explanation')}</p>
          <div className="mt-4">
            {final ? (
              <Alert variant={current.status === 'succeeded' ? 'success' : 'destructive'}>
                {t(`sandbox.status.${current.status}`)}
              </Alert>
            ) : (
              <Spinner label={t('sandbox.waiting')} className="justify-start" />
            )}
          </div>
          {!final && (
            <div className="mt-5 grid grid-cols-2 gap-3">
              <Button variant="outline" disabled={decision.isPending} onClick={() => decision.mutate('decline')}>
                {t('sandbox.decline')}
              </Button>
              <Button disabled={decision.isPending} onClick={() => decision.mutate('approve')}>
                {t('sandbox.approve')}
              </Button>
            </div>
          )}
        </>
      )}
      {error && (
        <Alert variant="destructive" className="mt-4">
          {errorMessage(tc, error)}
        </Alert>
      )}
    </section>
  );
}
