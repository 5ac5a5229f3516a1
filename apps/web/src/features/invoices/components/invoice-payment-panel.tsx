import type { TPayLink } from '@sante/shared/invoice-schemas';
import type { PaymentView } from '@sante/shared/payment-constants';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
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
import { PhoneConfirmation } from '../../payments/components/phone-confirmation';

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
        <LinkPhoneConfirmation payment={payment} link={link} onFinal={settle} />
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

/** The confirmation on the phone for a payment made through a pay link (its status read through the link). */
function LinkPhoneConfirmation({
  payment,
  link,
  onFinal,
}: {
  payment: PaymentView;
  link: TPayLink | undefined;
  onFinal: (payment: PaymentView) => void;
}) {
  const status = usePaymentProgress(payment, link);
  return <PhoneConfirmation current={status.data} onFinal={onFinal} />;
}
