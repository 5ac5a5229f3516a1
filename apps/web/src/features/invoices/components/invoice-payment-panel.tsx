import type { TPayLink } from '@sante/shared/invoice-schemas';
import { isFinalPaymentStatus, type PaymentView } from '@sante/shared/payment-constants';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { MobileMoneyFields, useMobileMoneyChoice } from '../../payments/components/mobile-money-fields';
import { SandboxPaymentApproval } from '../../payments/components/sandbox-payment-approval';
import { usePaymentProgress, type PayChoice } from '../api/invoices';
import './register-invoice-catalogues';

type InvoicePaymentPanelProps = {
  amountXaf: number;
  /** Starts the payment (the patient's own `POST /api/payments`, or the link's). */
  pay: UseMutationResult<PaymentView, Error, PayChoice>;
  link?: TPayLink;
  defaultPhone?: string;
  /** The payment succeeded: the invoice is paid. */
  onPaid: () => void;
};

/**
 * Paying an invoice by mobile money: the operator and the number, then the approval on the phone (the
 * sandbox's page in demo mode), then the outcome; a failure offers to try again with a new attempt key.
 */
export function InvoicePaymentPanel({ amountXaf, pay, link, defaultPhone = '', onPaid }: InvoicePaymentPanelProps) {
  const { t } = useTranslation('invoices');
  const choice = useMobileMoneyChoice(defaultPhone, 'mtn_momo');
  const [phoneError, setPhoneError] = useState(false);
  const [attemptKey, setAttemptKey] = useState(() => newIdempotencyKey('invoice'));
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);
  const payment = pay.data ?? null;

  const settle = useCallback(
    (final: PaymentView) => {
      setOutcome(final.status === 'succeeded' ? 'succeeded' : 'failed');
      if (final.status === 'succeeded') onPaid();
    },
    [onPaid],
  );

  const retry = () => {
    setAttemptKey(newIdempotencyKey('invoice'));
    setOutcome(null);
    pay.reset();
  };

  if (outcome === 'succeeded') return <Alert variant="success">{t('pay.succeeded')}</Alert>;

  return (
    <section className="flex flex-col gap-4">
      {!payment && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = normaliseCameroonPhone(choice.phone);
            setPhoneError(!normalised);
            if (normalised) pay.mutate({ method: choice.operator, phone: normalised, idempotencyKey: attemptKey });
          }}
        >
          <MobileMoneyFields
            id="invoice-pay"
            choice={choice}
            phoneLabel={t('pay.phone')}
            phoneHint={t('pay.phoneHint')}
            phoneError={phoneError}
          />
          <FormError error={pay.error} />
          <Button type="submit" size="lg" disabled={pay.isPending}>
            {t('pay.submit', { amount: formatFcfa(amountXaf) })}
          </Button>
          {pay.isPending && <Spinner label={t('pay.starting')} className="justify-start" />}
        </form>
      )}
      {payment && outcome === null && payment.provider === 'sandbox' && (
        <SandboxPaymentApproval paymentId={payment.id} link={link} onFinal={settle} />
      )}
      {payment && outcome === null && payment.provider !== 'sandbox' && (
        <PhoneConfirmation payment={payment} link={link} onFinal={settle} />
      )}
      {outcome === 'failed' && (
        <>
          <Alert variant="destructive">{t('pay.failed')}</Alert>
          <Button variant="outline" onClick={retry}>
            {t('pay.retry')}
          </Button>
        </>
      )}
    </section>
  );
}

/** A real provider: the payer confirms on their phone; the status is read until final. */
function PhoneConfirmation({
  payment,
  link,
  onFinal,
}: {
  payment: PaymentView;
  link: TPayLink | undefined;
  onFinal: (payment: PaymentView) => void;
}) {
  const { t } = useTranslation('invoices');
  const status = usePaymentProgress(payment, link);
  const current = status.data;
  useEffect(() => {
    if (isFinalPaymentStatus(current.status)) onFinal(current);
  }, [current, onFinal]);
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-5">
      <h2 className="text-lg font-semibold">{t('pay.confirmOnPhone')}</h2>
      <p className="text-sm text-muted-foreground">{t('pay.confirmOnPhoneHint')}</p>
      {current.nextAction.type === 'redirect' && (
        <a className="font-medium text-primary underline" href={current.nextAction.url}>
          {t('pay.openProvider')}
        </a>
      )}
      <Spinner label={t('pay.waiting')} className="justify-start" />
    </section>
  );
}
