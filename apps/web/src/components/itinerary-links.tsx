import { MapPinned, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './register-itinerary-links-catalogues';
import { directionsUrl, geoUri } from '../lib/map-links';
import { buttonVariants } from './ui/button';

type ItineraryLinksProps = {
  /** Whose place it is, for screen readers (« Itinéraire vers Aïcha Mbarga »). */
  name: string;
  latitude: number | null;
  longitude: number | null;
};

/** The route to a pinned position on OpenStreetMap, and a `geo:` link the phone's maps app opens. */
export function ItineraryLinks({ name, latitude, longitude }: ItineraryLinksProps) {
  const { t } = useTranslation('itineraryLinks');
  if (latitude === null || longitude === null) return null;
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={directionsUrl(latitude, longitude)}
        target="_blank"
        rel="noreferrer"
        className={link}
        aria-label={t('directionsPerson', { name })}
      >
        <Navigation aria-hidden="true" />
        {t('directions')}
      </a>
      <a href={geoUri(latitude, longitude)} className={link} aria-label={t('openMapPerson', { name })}>
        <MapPinned aria-hidden="true" />
        {t('openMap')}
      </a>
    </div>
  );
}
