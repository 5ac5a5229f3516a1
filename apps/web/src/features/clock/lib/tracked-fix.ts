import type { TClockEventRequest } from '@sante/shared/clock-schemas';

type Fix = NonNullable<TClockEventRequest['position']>;

/** How old the tracking watch's last fix may be for a clock event to use it instead of asking the GPS again. */
const FRESH_MS = 10_000;

let latest: Fix | null = null;

/** The tracking watch's newest fix (use-position-sender.ts): on shift, the phone is already reading its position. */
export function keepTrackedFix(fix: Fix): void {
  latest = fix;
}

/** The watch's fix if it was taken in the last 10 s, else null (the clock event then asks for a fresh one). */
export function freshTrackedFix(now = Date.now()): Fix | null {
  return latest && now - Date.parse(latest.takenAt) <= FRESH_MS ? latest : null;
}
