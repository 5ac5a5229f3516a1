import { PAYMENT_STATUS_POLL_MS } from '@sante/shared/payment-constants';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../api/bookings';
import { clearDraft } from '../lib/booking-draft';
import { BookingDetails } from './booking-details';
import './register-booking-catalogues';

/**
 * `/patient/payment-confirmation?booking=<id>` (and `/patient/cabinet-confirmation`): "Réservation
 * confirmée" with the reference. The booking in progress is over: the draft is cleared. While the payment's
 * confirmation is on its way (webhook), the booking is read again every few seconds.
 */
export function ConfirmationPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const booking = useQuery({
    ...bookingQueryOptions(bookingId ?? ''),
    enabled: bookingId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_STATUS_POLL_MS : false),
  });

  useEffect(() => clearDraft(), []);

  if (!bookingId) return <Navigate to="/patient/consultations" replace />;
  const data = booking.data;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      {booking.isPending && <Spinner label={t('loading')} className="py-8" />}
      <FormError error={booking.error} />
      {data && (
        <>
          <header className="flex flex-col items-center gap-3 text-center">
            {data.status === 'confirmed' ? (
              <CircleCheck aria-hidden="true" className="size-14 text-success" />
            ) : (
              <Spinner label={t('confirmation.pending')} />
            )}
            <h1 className="text-2xl leading-tight font-semibold">
              {data.status === 'confirmed' ? t('confirmation.title') : t(`status.${data.status}`)}
            </h1>
            <p className="text-muted-foreground">
              {t('confirmation.reference')} <strong className="font-mono text-foreground">{data.reference}</strong>
            </p>
            {data.status === 'confirmed' && <p className="text-sm">{t('confirmation.sent')}</p>}
          </header>
          <section className="rounded-xl border bg-card p-4">
            <BookingDetails booking={data} />
          </section>
          <Link to="/patient/consultations" className={buttonVariants({ size: 'lg' })}>
            {t('confirmation.myConsultations')}
          </Link>
        </>
      )}
    </div>
  );
}
