import { LocateFixed, MapPin, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundPosition, type Position } from '../lib/position';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import './register-location-catalogues';

/** Downloaded when the visitor opens the map, with Leaflet after it. */
const LocationPinMap = lazy(() => import('./location-pin-map').then((module) => ({ default: module.LocationPinMap })));

type Failure = 'denied' | 'unavailable' | 'unsupported';

type LocationFieldProps = {
  /** What the position is for (patient: finding the home; doctor: measuring distances to patients). */
  hint: string;
  value: Position | null;
  /** The city chosen in the same form: the map opens on it when no position is known yet. */
  city: string;
  errors: readonly string[];
  onChange: (position: Position | null) => void;
};

/**
 * The position of an address, optional: "Utiliser ma position" (the device's, rounded to about 10 m) or
 * "Placer sur la carte" (a pin the visitor moves; the map is loaded only when asked for).
 */
export function LocationField({ hint, value, city, errors, onChange }: LocationFieldProps) {
  const { t } = useTranslation('location');
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [mapOpen, setMapOpen] = useState(false);

  const locate = () => {
    setFailure(null);
    if (!('geolocation' in navigator)) {
      setFailure('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setMapOpen(false);
        onChange(roundPosition(coords));
      },
      (error) => {
        setLocating(false);
        setFailure(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby="location-label">
      <p id="location-label" className="text-sm text-muted-foreground">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={locating} onClick={locate}>
          <LocateFixed aria-hidden="true" />
          {locating ? t('locating') : t('use')}
        </Button>
        <Button type="button" variant="outline" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
          <MapPin aria-hidden="true" />
          {mapOpen ? t('closeMap') : t('pickOnMap')}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setMapOpen(false);
              onChange(null);
            }}
          >
            <X aria-hidden="true" />
            {t('clear')}
          </Button>
        )}
      </div>
      {mapOpen && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('mapLoading')}</p>}>
          <LocationPinMap start={value} city={city} onMove={onChange} />
        </Suspense>
      )}
      {value && (
        <p className="text-sm tabular-nums" aria-live="polite">
          {t('saved', { latitude: value.latitude, longitude: value.longitude })}
        </p>
      )}
      {failure && <Alert variant="destructive">{t(failure)}</Alert>}
      {errors.length > 0 && (
        <ul className="text-sm text-destructive">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
