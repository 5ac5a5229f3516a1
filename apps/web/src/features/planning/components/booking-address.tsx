import type { BookingView } from '@sante/shared/booking-constants';
import { Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { directionsUrl } from '../booking-rules';

/** Where a home visit takes place: neighbourhood, city, landmark, and an OpenStreetMap route when pinned. */
export function BookingAddress({ booking }: { booking: Pick<BookingView, 'address' | 'patient'> }) {
  const { t } = useTranslation('planning');
  const { address } = booking;
  if (!address) return <span className="text-muted-foreground">{t('booking.noAddress')}</span>;
  const route = directionsUrl(address);
  const name = `${booking.patient.firstName} ${booking.patient.lastName}`;
  return (
    <span className="flex flex-col gap-1">
      <span>
        {address.neighbourhood}, {address.city}
      </span>
      <span className="text-muted-foreground">
        {t('booking.landmark')} : {address.details}
      </span>
      {route && (
        <a
          href={route}
          target="_blank"
          rel="noreferrer"
          aria-label={t('booking.directionsLabel', { name })}
          className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t('booking.directions')}
        </a>
      )}
    </span>
  );
}
