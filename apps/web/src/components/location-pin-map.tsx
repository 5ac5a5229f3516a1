import { MapPin } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '../lib/position';
import type { createPinMap } from './leaflet-pin-map';
import './register-location-catalogues';

type CreatePinMap = typeof createPinMap;

type LocationPinMapProps = { start: Position | null; city: string; onMove: (position: Position) => void };

/**
 * The map of "Placer sur la carte": Leaflet and its tiles load when it opens (never in a page's first load).
 * The pin is drawn in the middle, over the map; the position is the map's centre once the visitor has moved it.
 */
export function LocationPinMap({ start, city, onMove }: LocationPinMapProps) {
  const { t } = useTranslation('location');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const label = t('mapLabel');
  // The map is built once, where it opened; later changes of the position come from the map itself.
  const latestOnMove = useRef(onMove);
  useEffect(() => {
    latestOnMove.current = onMove;
  });
  const openMap = useEffectEvent((element: HTMLElement, createPinMap: CreatePinMap) =>
    createPinMap(element, { start, city, label, onMove: (position) => latestOnMove.current(position) }),
  );

  useEffect(() => {
    let cancelled = false;
    let map: { destroy(): void } | null = null;
    import('./leaflet-pin-map')
      .then(({ createPinMap }) => {
        if (cancelled || !container.current) return;
        map = openMap(container.current, createPinMap);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('mapHint')}</p>
      <div className="relative isolate h-64 overflow-hidden rounded-lg border border-border bg-muted sm:h-80">
        <div ref={container} role="region" aria-label={label} className="h-full w-full" />
        {state === 'ready' ? (
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[1000] size-9 -translate-x-1/2 -translate-y-full fill-primary text-primary-foreground drop-shadow"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground">
            {state === 'loading' ? t('mapLoading') : t('mapUnavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
