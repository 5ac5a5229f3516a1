import { Map as MapIcon } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { DoctorMarker, DoctorsMap as LeafletDoctorsMap } from './leaflet-map';

type DoctorsMapProps = { markers: readonly DoctorMarker[] };

/** Remembers, on this device, that the visitor wants the map (read in an effect, never during render). */
const MAP_PREFERENCE_KEY = 'sante.directory.map';

const subscribeToPreference = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readPreference = () => localStorage.getItem(MAP_PREFERENCE_KEY) === 'shown';
/** On the server and at hydration: no preference (the map is off), so both renders agree. */
const serverPreference = () => false;

/**
 * The map of the results, on request: Leaflet (its own chunk and CSS) and the OpenStreetMap tiles cost more
 * than the rest of the page on a prepaid data plan, so the list comes first and the map loads when asked for
 * (then automatically on later visits from this device). Nothing of it renders on the server.
 */
export function DoctorsMap({ markers }: DoctorsMapProps) {
  const { t } = useTranslation('directory');
  const container = useRef<HTMLDivElement>(null);
  const remembered = useSyncExternalStore(subscribeToPreference, readPreference, serverPreference);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const wanted = chosen ?? remembered;
  const [map, setMap] = useState<LeafletDoctorsMap | null>(null);
  const [failed, setFailed] = useState(false);
  const label = t('map.label');
  const state = !wanted ? 'off' : map ? 'ready' : failed ? 'failed' : 'loading';

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let mounted: LeafletDoctorsMap | null = null;
    import('./leaflet-map')
      .then(({ createDoctorsMap }) => {
        if (cancelled || !container.current) return;
        mounted = createDoctorsMap(container.current, label);
        setMap(mounted);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      mounted?.destroy();
      setMap(null);
    };
  }, [wanted, label]);

  useEffect(() => map?.show(markers), [map, markers]);

  const toggle = (show: boolean) => {
    if (show) localStorage.setItem(MAP_PREFERENCE_KEY, 'shown');
    else localStorage.removeItem(MAP_PREFERENCE_KEY);
    setFailed(false);
    setChosen(show);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative isolate h-72 overflow-hidden rounded-lg border border-border bg-muted sm:h-96 lg:h-[32rem]">
        <div ref={container} role="region" aria-label={label} className="h-full w-full" />
        {state !== 'ready' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-muted-foreground">
            {state === 'off' && (
              <>
                <p>{t('map.offer')}</p>
                <Button type="button" variant="outline" onClick={() => toggle(true)}>
                  <MapIcon aria-hidden="true" />
                  {t('map.show')}
                </Button>
              </>
            )}
            {state === 'loading' && <p>{t('map.loading')}</p>}
            {state === 'failed' && <p>{t('map.unavailable')}</p>}
          </div>
        )}
      </div>
      {wanted && (
        <Button type="button" variant="ghost" size="sm" className="self-end" onClick={() => toggle(false)}>
          {t('map.hide')}
        </Button>
      )}
    </div>
  );
}
