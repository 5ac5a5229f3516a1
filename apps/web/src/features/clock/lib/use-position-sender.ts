import { distanceMeters, type GeoPoint } from '@sante/shared/clock-constants';
import { TRACKING_RULES } from '@sante/shared/tracking-constants';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { postPosition } from '../api/clock';
import { keepTrackedFix } from './tracked-fix';

/** Whether a new fix is worth sending: the first one, after the interval, or once the carer has moved. */
export function shouldSend(last: { point: GeoPoint; at: number } | null, point: GeoPoint, at: number): boolean {
  if (!last) return true;
  return (
    at - last.at >= TRACKING_RULES.minIntervalSeconds * 1000 ||
    distanceMeters(last.point, point) >= TRACKING_RULES.minMoveMeters
  );
}

/**
 * While `active`, watches the phone's position and sends it (at most every 30 s, or after 100 m); stops as soon as
 * tracking is off (the clock-out, the visit started) or the server says so (`tracking_off`: `onOff`). Nothing is
 * watched while inactive: no position is read off shift.
 */
export function usePositionSender(active: boolean, onOff: () => void): void {
  const last = useRef<{ point: GeoPoint; at: number } | null>(null);
  const latestOnOff = useRef(onOff);
  useEffect(() => {
    latestOnOff.current = onOff;
  }, [onOff]);

  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    last.current = null;
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        const point = { latitude: fix.coords.latitude, longitude: fix.coords.longitude };
        const accuracyM = Math.max(0, fix.coords.accuracy);
        const takenAt = new Date(fix.timestamp).toISOString();
        keepTrackedFix({ ...point, accuracyM, takenAt });
        const at = Date.now();
        if (!shouldSend(last.current, point, at)) return;
        last.current = { point, at };
        postPosition({ ...point, accuracyM, takenAt }).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'tracking_off') latestOnOff.current();
        });
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active]);
}
