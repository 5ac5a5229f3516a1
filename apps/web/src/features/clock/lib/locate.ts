import type { TClockEventRequest } from '@sante/shared/clock-schemas';
import { freshTrackedFix } from './tracked-fix';

/** How long the phone may look for a fix; a fresh one (a cached fix may be from the road before). */
const GEOLOCATION = { timeoutMs: 15_000, maximumAgeMs: 0 } as const;

type Located = Required<Pick<TClockEventRequest, 'position' | 'positionError'>>;

/**
 * The phone's position for a clock event (high accuracy): the fix with its accuracy and the time it was taken,
 * or why there is none (`refused` by the carer or the browser, `unavailable`: no fix before the timeout). Never
 * throws: a clock event without position is still recorded, with that outcome.
 */
export function locate(): Promise<Located> {
  // On shift the tracking watch already reads the position: its fix of the last seconds, rather than a second
  // request that waits for the GPS (and drains a cheap phone's battery).
  const tracked = freshTrackedFix();
  if (tracked) return Promise.resolve({ position: tracked, positionError: null });
  if (!('geolocation' in navigator)) return Promise.resolve({ position: null, positionError: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) =>
        resolve({
          position: {
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracyM: Math.max(0, fix.coords.accuracy),
            takenAt: new Date(fix.timestamp).toISOString(),
          },
          positionError: null,
        }),
      (error) =>
        resolve({ position: null, positionError: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: GEOLOCATION.timeoutMs, maximumAge: GEOLOCATION.maximumAgeMs },
    );
  });
}
