import { isFinalPaymentStatus, type PaymentView } from '@sante/shared/payment-constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentStatus } from '../../booking/api/bookings';
import './register-payments-catalogue';

/**
 * A real provider (Notch Pay): the payer confirms on their phone (USSD prompt) while the caller reads the payment's
 * status (`current`); once it is final, `onFinal` is told. Shared by the booking, invoice and shop payments.
 */
export function PhoneConfirmation({
  current,
  onFinal,
}: {
  current: PaymentView;
  onFinal: (payment: PaymentView) => void;
}) {
  const { t } = useTranslation('payments');
  const final = isFinalPaymentStatus(current.status);
  useEffect(() => {
    if (final) onFinal(current);
  }, [current, final, onFinal]);
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-5">
      <h2 className="text-lg font-semibold">{t('phone.confirm')}</h2>
      <p className="text-sm text-muted-foreground">{t('phone.hint')}</p>
      {current.nextAction.type === 'redirect' && (
        <a className="font-medium text-primary underline" href={current.nextAction.url}>
          {t('phone.openProvider')}
        </a>
      )}
      {!final ? (
        <Spinner label={t('phone.waiting')} className="justify-start" />
      ) : (
        current.status !== 'succeeded' && <Alert variant="destructive">{t('phone.failed')}</Alert>
      )}
    </section>
  );
}

/** The confirmation on the phone, reading the payment's status every 3 s (the payer's own payment). */
export function PolledPhoneConfirmation({
  payment,
  onFinal,
}: {
  payment: PaymentView;
  onFinal: (payment: PaymentView) => void;
}) {
  const status = usePaymentStatus(payment.id, 3_000);
  return <PhoneConfirmation current={status.data ?? payment} onFinal={onFinal} />;
}
