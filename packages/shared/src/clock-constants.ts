import type { CarerRef } from './clinic-constants';

/**
 * Clock-in and visit check-in (« badgeage », issue #15 §2, ADR 036), without zod. A carer clocks in and out of a
 * shift at the office of their city and checks in at the door of a home visit; each event keeps the server's time,
 * the phone's time, the position and its accuracy, the distance to the site and the outcome. Nothing is refused
 * for being far: the outcome says it and staff review it.
 */
export const CLOCK_EVENT_KINDS = ['shift_in', 'shift_out', 'visit_start', 'visit_end'] as const;
export type ClockEventKind = (typeof CLOCK_EVENT_KINDS)[number];

/**
 * `inside`: within the radius (adjusted to accuracy); `outside`: beyond it; `position_refused`: the phone or the
 * carer refused the position; `position_unavailable`: no fix before the timeout; `position_too_old`: the fix was
 * taken too long before the event; `no_site`: no site to compare with (a visit without a pinned position, a city
 * without an office); `entered_by_staff`: a missing clock-out written by staff, with a reason.
 */
export const CLOCK_OUTCOMES = [
  'inside',
  'outside',
  'position_refused',
  'position_unavailable',
  'position_too_old',
  'no_site',
  'entered_by_staff',
] as const;
export type ClockOutcome = (typeof CLOCK_OUTCOMES)[number];

/** Why the phone gave no position (the browser's geolocation error, as the client reports it). */
export const POSITION_ERRORS = ['refused', 'unavailable'] as const;
export type PositionError = (typeof POSITION_ERRORS)[number];

export const CLOCK_RULES = {
  /** The geofence around a site, metres. */
  radiusMeters: 150,
  /** At most this much of the reported accuracy widens the radius (a ±2 km fix is not "at the door"). */
  maxAccuracyAllowanceMeters: 100,
  /** A fix taken longer than this before the event is too old to prove where the carer was. */
  maxPositionAgeSeconds: 120,
  /** An event sent this long after the phone's time is "envoyé plus tard" even if the phone did not say so. */
  offlineAfterSeconds: 300,
  /** The phone's clock may run ahead of the server's by this much; further is refused (a wrong clock). */
  maxDeviceAheadSeconds: 300,
  /** An event queued offline is accepted this long after it happened. */
  maxQueuedDays: 7,
  /** A clock-in later than the planned start by more than this is late. */
  lateGraceMinutes: 10,
  /** A correction's reason, characters. */
  reasonMin: 5,
  reasonMax: 500,
} as const;

/**
 * The offices shifts start from, per carer city (ADR 036: configuration in code until an office table exists).
 * Positions of the agencies in Douala (Akwa) and Yaoundé (centre ville).
 */
export const CLOCK_OFFICES: Record<string, { latitude: number; longitude: number }> = {
  Douala: { latitude: 4.0511, longitude: 9.7679 },
  Yaoundé: { latitude: 3.848, longitude: 11.5021 },
};

export type GeoPoint = { latitude: number; longitude: number };

const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance in metres (haversine), good to a few metres at city scale. */
export function distanceMeters(from: GeoPoint, to: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type ReportedPosition = GeoPoint & { accuracyM: number; takenAt: Date };

/**
 * The outcome of an event: where the position was against the site. Inside when the distance, less the accuracy
 * (at most `maxAccuracyAllowanceMeters`), is within the radius: a fix of ±40 m at 180 m may well be at the door.
 */
export function clockOutcome(input: {
  position: ReportedPosition | null;
  positionError: PositionError | null;
  site: GeoPoint | null;
  at: Date;
}): { outcome: ClockOutcome; distanceM: number | null } {
  const { position, site } = input;
  if (!position)
    return {
      outcome: input.positionError === 'refused' ? 'position_refused' : 'position_unavailable',
      distanceM: null,
    };
  const distanceM = site ? Math.round(distanceMeters(position, site)) : null;
  if ((input.at.getTime() - position.takenAt.getTime()) / 1000 > CLOCK_RULES.maxPositionAgeSeconds)
    return { outcome: 'position_too_old', distanceM };
  if (distanceM === null) return { outcome: 'no_site', distanceM };
  const allowance = Math.min(Math.max(position.accuracyM, 0), CLOCK_RULES.maxAccuracyAllowanceMeters);
  return { outcome: distanceM - allowance <= CLOCK_RULES.radiusMeters ? 'inside' : 'outside', distanceM };
}

export const REVIEW_DECISIONS = ['approved', 'corrected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** One clock event as the carer and staff see it. */
export type ClockEventView = {
  id: string;
  clientId: string;
  kind: ClockEventKind;
  bookingId: string | null;
  serverAt: string;
  deviceAt: string;
  /** What counts: the time staff corrected, else the phone's time. */
  effectiveAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  distanceM: number | null;
  outcome: ClockOutcome;
  /** Queued on the phone and sent later (« envoyé plus tard »). */
  offline: boolean;
  review: { decision: ReviewDecision; reason: string; at: string } | null;
};

/** A home visit of the carer's day, with its check-in and check-out (the electronic visit verification). */
export type ClockVisit = {
  bookingId: string;
  reference: string | null;
  serviceName: string | null;
  patient: { firstName: string; lastName: string };
  startsAt: string;
  endsAt: string;
  place: string | null;
  hasPinnedPosition: boolean;
  checkIn: ClockEventView | null;
  checkOut: ClockEventView | null;
};

/** `GET /api/clock/today` (carer). */
export type ClockTodayResponse = {
  date: string;
  onShift: boolean;
  office: { city: string; latitude: number; longitude: number } | null;
  events: ClockEventView[];
  visits: ClockVisit[];
};

export const ANOMALIES = ['outside', 'no_position', 'late', 'missing_clock_out', 'offline'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

/** One row of `/admin/badgeage`: an event of the day with its carer and what is wrong with it. */
export type AttendanceEntry = ClockEventView & {
  carer: CarerRef & { city: string | null };
  anomalies: Anomaly[];
  /** The visit's patient reference, for a visit check-in. */
  bookingReference: string | null;
};

/** `GET /api/admin/clock/attendance`. */
export type AttendanceResponse = { date: string; entries: AttendanceEntry[] };

/** One row of `/admin/badgeage/stats`: a carer's month. */
export type ClockStatsRow = {
  carer: CarerRef & { city: string | null };
  daysWorked: number;
  workedMinutes: number;
  plannedMinutes: number;
  lateCount: number;
  lateMinutes: number;
  overtimeMinutes: number;
  visitsScheduled: number;
  visitsDone: number;
  anomalies: number;
};

/** `GET /api/admin/clock/stats`. */
export type ClockStatsResponse = { month: string; rows: ClockStatsRow[] };
