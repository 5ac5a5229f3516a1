import type { PaymentView } from '@sante/shared/payment-constants';
import { formatNationalPhone, normaliseCameroonPhone, type MobileMoneyOperator } from '@sante/shared/phone';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { MobileMoneyFields, useMobileMoneyChoice } from '../../payments/components/mobile-money-fields';
import { SandboxPaymentApproval } from '../../payments/components/sandbox-payment-approval';
import { useQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/ui/text-link';
import { useSession } from '../../auth/api/session';
import { patientProfileQueryOptions } from '../../patient-profile/api/patient-profile';
import { useBooking, useInitiatePayment, usePayOnSite } from '../api/bookings';
import { formatSlot } from '../lib/booking-days';
import { readDraft, writeDraft } from '../lib/booking-draft';
import { withBooking } from '../lib/booking-paths';
import { useStoredDraft } from '../lib/use-booking-draft';
import './register-booking-catalogues';
import { PolledPhoneConfirmation } from '../../payments/components/phone-confirmation';

const OPERATORS: readonly MobileMoneyOperator[] = ['mtn_momo', 'orange_money'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `/patient/payment?booking=<id>` (and `/patient/cabinet-payment`, `/patient/visioconsultation-payment/<id>`): starts the booking's mobile-money payment
 * with the number given at the summary (its own idempotency key, kept in the draft), says to which number the
 * request went, then shows the demo provider's approval or, with Notch Pay, waits for the confirmation on the
 * phone. After a refusal or a timeout the payer changes the number or the operator (inferred from the number),
 * or pays on site where the visit allows it. Reached again from "Payer maintenant" on an unpaid booking.
 */
export function PaymentPage({ confirmationPath }: { confirmationPath: string }) {
  const { t, i18n } = useTranslation('booking');
  const [params] = useSearchParams();
  // `/patient/visioconsultation-payment/{consultationId}` names the booking in its path (specification).
  const { consultationId } = useParams();
  const bookingId = consultationId ?? params.get('booking');
  const navigate = useNavigate();
  // The payment screens are open (specification): a visitor is asked to sign in, nothing is read for them.
  const session = useSession();
  const signedIn = session.data !== null && session.data !== undefined;
  const booking = useBooking(signedIn ? bookingId : null);
  const profile = useQuery({ ...patientProfileQueryOptions(), enabled: signedIn });
  const initiate = useInitiatePayment();
  const payOnSite = usePayOnSite();
  const draft = useStoredDraft();
  const location = useLocation();
  // Straight from the summary the payment starts with the number given there; from « Payer maintenant » the
  // payer first sees the number and the operator.
  const fromSummary = isRecord(location.state) && location.state.fromSummary === true;
  const draftPhone = fromSummary && draft?.bookingId === bookingId ? normaliseCameroonPhone(draft.phone) : null;
  const bookedOperator = OPERATORS.find((operator) => operator === booking.data?.paymentChoice) ?? 'mtn_momo';
  const choice = useMobileMoneyChoice(draft?.phone ?? profile.data?.phone ?? '', bookedOperator);
  const [phoneError, setPhoneError] = useState(false);
  const [failed, setFailed] = useState(false);
  /** After a failed attempt the payer may change the number or the operator and try again. */
  const [manual, setManual] = useState(false);
  const [sentTo, setSentTo] = useState<{ phone: string; operator: MobileMoneyOperator } | null>(null);
  const payment = initiate.data ?? null;
  const started = useRef(false);

  const start = useCallback(
    (number: string, method: MobileMoneyOperator) => {
      if (!bookingId) return;
      const stored = readDraft();
      const key = stored?.bookingId === bookingId ? stored.paymentKey : newIdempotencyKey('payment');
      setSentTo({ phone: number, operator: method });
      initiate.mutate({ payableType: 'booking', payableId: bookingId, method, phone: number, idempotencyKey: key });
    },
    [bookingId, initiate],
  );

  // The number given at the summary starts the payment at once (once: the key makes a retry harmless).
  useEffect(() => {
    if (started.current || !booking.data || !draftPhone) return;
    started.current = true;
    start(draftPhone, bookedOperator);
  }, [booking.data, bookedOperator, draftPhone, start]);

  const done = useCallback(
    (final: PaymentView) => {
      if (final.status === 'succeeded' && bookingId) void navigate(withBooking(confirmationPath, bookingId));
      else setFailed(true);
    },
    [bookingId, confirmationPath, navigate],
  );

  if (!bookingId) return <Navigate to="/patient/consultations" replace />;
  if (session.data === null)
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
        <h1 className="text-2xl leading-tight font-semibold">{t('payment.title')}</h1>
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('payment.signIn')}</span>
          <TextLink to={`/connexion/patient?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>
            {t('payment.signInAction')}
          </TextLink>
        </Alert>
      </div>
    );
  if (booking.data && booking.data.paymentChoice === 'cash')
    return <Navigate to={withBooking(confirmationPath, bookingId)} replace />;

  const retry = () => {
    const stored = readDraft();
    if (stored?.bookingId === bookingId) writeDraft({ ...stored, paymentKey: newIdempotencyKey('payment') });
    setFailed(false);
    setManual(true);
    setSentTo(null);
    initiate.reset();
  };
  const cashAllowed = booking.data?.kind !== 'teleconsultation' && booking.data?.status === 'pending';
  const showForm = !payment && !initiate.isPending && booking.data && (manual || !draftPhone || initiate.isError);

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
      {booking.data?.payBy && (
        <p className="rounded-lg border border-notice/40 bg-notice/10 p-3 text-sm">
          {t('payment.payBy', { when: formatSlot(booking.data.payBy, i18n.language) })}
        </p>
      )}
      {booking.isPending && <Spinner label={t('loading')} className="py-8" />}
      <FormError error={booking.error ?? initiate.error ?? payOnSite.error} />
      {showForm && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = normaliseCameroonPhone(choice.phone);
            setPhoneError(!normalised);
            if (normalised) start(normalised, choice.operator);
          }}
        >
          <MobileMoneyFields
            id="payment"
            choice={choice}
            phoneLabel={t('summary.phone')}
            phoneHint={t('summary.phoneHint')}
            phoneError={phoneError}
          />
          <Button type="submit" size="lg">
            {t('payment.payWith', { operator: t(`payment.choices.${choice.operator}`) })}
          </Button>
          {cashAllowed && (
            <Button
              variant="outline"
              disabled={payOnSite.isPending}
              onClick={() =>
                payOnSite.mutate(bookingId, {
                  onSuccess: () => void navigate(withBooking(confirmationPath, bookingId)),
                })
              }
            >
              {t('payment.payOnSite')}
            </Button>
          )}
        </form>
      )}
      {initiate.isPending && <Spinner label={t('payment.starting')} className="py-8" />}
      {payment && sentTo && (
        <p className="text-sm font-medium">
          {t('payment.sentTo', {
            phone: formatNationalPhone(sentTo.phone),
            operator: t(`payment.choices.${sentTo.operator}`),
          })}
        </p>
      )}
      {payment?.provider === 'sandbox' && <SandboxPaymentApproval paymentId={payment.id} onFinal={done} />}
      {payment && payment.provider === 'notchpay' && <PolledPhoneConfirmation payment={payment} onFinal={done} />}
      {failed && (
        <section className="flex flex-col gap-2">
          <p className="text-sm">{t(cashAllowed ? 'payment.retryHintWithCash' : 'payment.retryHint')}</p>
          <Button variant="outline" onClick={retry}>
            {t('payment.retry')}
          </Button>
        </section>
      )}
    </div>
  );
}
