import type { ConfirmationMessage } from '@sante/shared/booking-constants';
import { PAYMENT_STATUS_POLL_MS } from '@sante/shared/payment-constants';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../api/bookings';
import { clearDraft } from '../lib/booking-draft';
import { confirmationSentence } from '../lib/confirmation-channels';
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
    // Read again while the payment's confirmation or the confirmation message is on its way (a minute at most).
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting =
        data?.status === 'pending' || data?.confirmationMessages.some((message) => message.status === 'queued');
      return waiting && query.state.dataUpdateCount < 30 ? PAYMENT_STATUS_POLL_MS : false;
    },
  });

  useEffect(() => clearDraft(), []);

  // Opened without a booking (a bookmark, a visitor: the route is open): nothing to confirm, a way to the bookings.
  if (!bookingId)
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl leading-tight font-semibold">{t('confirmation.none')}</h1>
        <Link to="/patient/consultations" className={buttonVariants({ size: 'lg' })}>
          {t('confirmation.myConsultations')}
        </Link>
      </div>
    );
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
            {data.status === 'confirmed' && <ConfirmationChannels messages={data.confirmationMessages} />}
          </header>
          <section className="rounded-xl border bg-card p-4">
            <BookingDetails booking={data} />
          </section>
          {data.kind === 'teleconsultation' ? (
            // The room's link, issued once the payment is confirmed (it opens 10 minutes before the start).
            <Link
              to={data.status === 'confirmed' ? `/visioconsultation/${data.id}` : '/patient/visioconsultations'}
              className={buttonVariants({ size: 'lg' })}
            >
              {data.status === 'confirmed' ? t('confirmation.videoRoom') : t('confirmation.myVideoConsultations')}
            </Link>
          ) : (
            <Link to="/patient/consultations" className={buttonVariants({ size: 'lg' })}>
              {t('confirmation.myConsultations')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}

/** « Confirmation envoyée sur WhatsApp au 6 77 12 34 56 »: only what was really sent (or is on its way). */
function ConfirmationChannels({ messages }: { messages: ConfirmationMessage[] }) {
  const { t } = useTranslation('booking');
  const sentence = confirmationSentence(messages);
  const channels = sentence.via
    .map(({ channel, to }) => t(`confirmation.via.${channel}`, { to }))
    .join(t('confirmation.and'));
  return <p className="text-sm">{t(sentence.key, { channels })}</p>;
}
