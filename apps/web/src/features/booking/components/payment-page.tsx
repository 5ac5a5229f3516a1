import type { PaymentView } from '@sante/shared/payment-constants';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { SandboxPaymentApproval } from '../../payments/components/sandbox-payment-approval';
import { usePatientProfile } from '../../patient-profile/api/patient-profile';
import { useBooking, useInitiatePayment, usePaymentStatus } from '../api/bookings';
import { useStoredDraft } from '../lib/use-booking-draft';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { readDraft, writeDraft } from '../lib/booking-draft';
import { withBooking } from '../lib/booking-paths';
import './register-booking-catalogues';

/**
 * `/patient/payment?booking=<id>` (and `/patient/cabinet-payment`): starts the booking's mobile-money payment
 * with the number given at the summary (its own idempotency key, kept in the draft), then shows the demo
 * provider's approval or, with Notch Pay, waits for the confirmation on the phone. Paid: the confirmation.
 */
export function PaymentPage({ confirmationPath }: { confirmationPath: string }) {
  const { t } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const navigate = useNavigate();
  const booking = useBooking(bookingId);
  const profile = usePatientProfile();
  const initiate = useInitiatePayment();
  const draft = useStoredDraft();
  const draftPhone = draft?.bookingId === bookingId ? normaliseCameroonPhone(draft.phone) : null;
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const phone = typedPhone ?? draft?.phone ?? profile.data?.phone ?? '';
  const [phoneError, setPhoneError] = useState(false);
  const [failed, setFailed] = useState(false);
  /** After a failed attempt the payer may change the number and try again. */
  const [manual, setManual] = useState(false);
  const payment = initiate.data ?? null;
  const started = useRef(false);

  const start = useCallback(
    (number: string) => {
      if (!bookingId) return;
      const stored = readDraft();
      const key = stored?.bookingId === bookingId ? stored.paymentKey : newIdempotencyKey('payment');
      initiate.mutate({
        payableType: 'booking',
        payableId: bookingId,
        method: booking.data?.paymentChoice === 'orange_money' ? 'orange_money' : 'mtn_momo',
        phone: number,
        idempotencyKey: key,
      });
    },
    [booking.data?.paymentChoice, bookingId, initiate],
  );

  // The number given at the summary starts the payment at once (once: the key makes a retry harmless).
  useEffect(() => {
    if (started.current || !booking.data || !draftPhone) return;
    started.current = true;
    start(draftPhone);
  }, [booking.data, draftPhone, start]);

  const done = useCallback(
    (final: PaymentView) => {
      if (final.status === 'succeeded' && bookingId) void navigate(withBooking(confirmationPath, bookingId));
      else setFailed(true);
    },
    [bookingId, confirmationPath, navigate],
  );

  if (!bookingId) return <Navigate to="/patient/consultations" replace />;
  if (booking.data?.paymentChoice === 'cash') return <Navigate to={withBooking(confirmationPath, bookingId)} replace />;

  const retry = () => {
    if (draft?.bookingId === bookingId) writeDraft({ ...draft, paymentKey: newIdempotencyKey('payment') });
    setFailed(false);
    setManual(true);
    initiate.reset();
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('payment.title')}</h1>
        {booking.data && (
          <p className="text-muted-foreground">
            {t('payment.amount', { price: formatFcfa(booking.data.priceXaf), reference: booking.data.reference })}
          </p>
        )}
      </header>
      {booking.isPending && <Spinner label={t('loading')} className="py-8" />}
      <FormError error={booking.error ?? initiate.error} />
      {!payment && !initiate.isPending && booking.data && (manual || !draftPhone || initiate.isError) && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = normaliseCameroonPhone(phone);
            setPhoneError(!normalised);
            if (normalised) start(normalised);
          }}
        >
          <FormField
            id="payment-phone"
            label={t('summary.phone')}
            errors={phoneError ? [tCommon('validation.invalidPhone')] : []}
          >
            {(field) => (
              <Input
                {...field}
                type="tel"
                inputMode="tel"
                value={phone}
                onChange={(event) => setTypedPhone(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit">{t('payment.pay')}</Button>
        </form>
      )}
      {initiate.isPending && <Spinner label={t('payment.starting')} className="py-8" />}
      {payment?.provider === 'sandbox' && <SandboxPaymentApproval paymentId={payment.id} onFinal={done} />}
      {payment && payment.provider === 'notchpay' && <PhoneConfirmation payment={payment} onFinal={done} />}
      {failed && (
        <Button variant="outline" onClick={retry}>
          {t('payment.retry')}
        </Button>
      )}
    </div>
  );
}

/** Notch Pay: the payer confirms on their phone (USSD prompt); the status is read until final. */
function PhoneConfirmation({ payment, onFinal }: { payment: PaymentView; onFinal: (payment: PaymentView) => void }) {
  const { t } = useTranslation('booking');
  const status = usePaymentStatus(payment.id, 3_000);
  const current = status.data ?? payment;
  useEffect(() => {
    if (current.status !== 'pending' && current.status !== 'processing') onFinal(current);
  }, [current, onFinal]);
  const pending = current.status === 'pending' || current.status === 'processing';
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-5">
      <h2 className="text-lg font-semibold">{t('payment.confirmOnPhone')}</h2>
      <p className="text-sm text-muted-foreground">{t('payment.confirmOnPhoneHint')}</p>
      {current.nextAction.type === 'redirect' && (
        <a className="font-medium text-primary underline" href={current.nextAction.url}>
          {t('payment.openProvider')}
        </a>
      )}
      {pending ? (
        <Spinner label={t('payment.waiting')} className="justify-start" />
      ) : (
        current.status !== 'succeeded' && <Alert variant="destructive">{t('payment.failed')}</Alert>
      )}
    </section>
  );
}
