import { LocateFixed, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

type Position = { latitude: number; longitude: number };
type Failure = 'denied' | 'unavailable' | 'unsupported';

type LocationFieldProps = {
  /** What the position is for (patient: finding the home; doctor: measuring distances to patients). */
  hint: string;
  value: Position | null;
  errors: readonly string[];
  onChange: (position: Position | null) => void;
};

/** "Utiliser ma position": the device's position (no map), rounded to about 10 m, optional. */
export function LocationField({ hint, value, errors, onChange }: LocationFieldProps) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

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
        const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;
        onChange({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
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
          {locating ? t('location.locating') : t('location.use')}
        </Button>
        {value && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            {t('location.clear')}
          </Button>
        )}
      </div>
      {value && (
        <p className="text-sm tabular-nums" aria-live="polite">
          {t('location.saved', { latitude: value.latitude, longitude: value.longitude })}
        </p>
      )}
      {failure && <Alert variant="destructive">{t(`location.${failure}`)}</Alert>}
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
