import type { BookingView } from '@sante/shared/booking-constants';
import { useTranslation } from 'react-i18next';
import { ItineraryLinks } from '../../../components/itinerary-links';

/** Where a home visit takes place: neighbourhood, city, landmark, and the itinerary when the position is pinned. */
export function BookingAddress({ booking }: { booking: Pick<BookingView, 'address' | 'patient'> }) {
  const { t } = useTranslation('planning');
  const { address } = booking;
  if (!address) return <span className="text-muted-foreground">{t('booking.noAddress')}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span>
        {address.neighbourhood}, {address.city}
      </span>
      <span className="text-muted-foreground">
        {t('booking.landmark')} : {address.details}
      </span>
      <ItineraryLinks
        name={`${booking.patient.firstName} ${booking.patient.lastName}`}
        latitude={address.latitude}
        longitude={address.longitude}
      />
    </span>
  );
}
