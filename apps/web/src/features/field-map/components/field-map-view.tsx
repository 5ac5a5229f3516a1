import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMap, FieldMarker } from './leaflet-field-map';

/** The Leaflet map of the field (its own chunk, loaded after the list): carers and visits as coloured circles. */
export function FieldMapView({ markers }: { markers: readonly FieldMarker[] }) {
  const { t } = useTranslation('fieldMap');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<FieldMap | null>(null);
  const [failed, setFailed] = useState(false);
  const label = t('map.label');

  useEffect(() => {
    let cancelled = false;
    let mounted: FieldMap | null = null;
    import('./leaflet-field-map')
      .then(({ createFieldMap }) => {
        if (cancelled || !container.current) return;
        mounted = createFieldMap(container.current, label);
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
  }, [label]);

  useEffect(() => map?.show(markers), [map, markers]);

  return (
    <div className="relative isolate h-72 overflow-hidden rounded-lg border border-border bg-muted sm:h-96 lg:h-[36rem]">
      <div ref={container} role="region" aria-label={label} className="h-full w-full" />
      {!map && (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground">
          {t(failed ? 'map.unavailable' : 'map.loading')}
        </p>
      )}
    </div>
  );
}
