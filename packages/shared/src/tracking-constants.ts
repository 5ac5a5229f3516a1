import type { BookingAddress, BookingStatus } from './booking-constants';
import { distanceMeters, type GeoPoint } from './clock-constants';
import type { CarerSex, Profession } from './doctor-constants';

/** Why a carer's phone may send its position (ADR 040): clocked in on a shift, or on the way to a home visit. */
export const TRACKING_REASONS = ['shift', 'en_route'] as const;
export type TrackingReason = (typeof TRACKING_REASONS)[number];

export const TRACKING_RULES = {
  /** Positions are personal data: deleted after this many days (loi 2024/017). */
  retentionDays: 30,
  /** The phone sends at most one position this often… */
  minIntervalSeconds: 30,
  /** …unless it moved this far since the last one sent. */
  minMoveMeters: 100,
  /** A position older than this is not shown as where the carer is. */
  freshMinutes: 15,
  /** A fix taken longer ago than this is refused (a phone that kept an old one). */
  maxFixAgeSeconds: 300,
  /** A visit not started this long after its start is late. */
  lateAfterMinutes: 10,
} as const;

/**
 * Average speed by road across town, in km/h, applied to the straight-line distance (ADR 040): traffic in Douala
 * is slower than in Yaoundé. A city not listed uses the default.
 */
export const CITY_SPEEDS_KMH: Record<string, number> = { Douala: 18, Yaoundé: 20 };
export const DEFAULT_CITY_SPEED_KMH = 20;

/** Minutes to cover the straight line from `from` to `to` at the city's speed, at least 1. */
export function etaMinutes(from: GeoPoint, to: GeoPoint, city: string | null): number {
  const speed = (city ? CITY_SPEEDS_KMH[city] : undefined) ?? DEFAULT_CITY_SPEED_KMH;
  const km = distanceMeters(from, to) / 1000;
  return Math.max(1, Math.round((km / speed) * 60));
}

/** The pinned position of a visit's address, or null. */
export function pinnedPoint(address: BookingAddress | null): GeoPoint | null {
  if (!address || address.latitude === null || address.longitude === null) return null;
  return { latitude: address.latitude, longitude: address.longitude };
}

/** `GET /api/tracking/me` (carer): whether the phone should send its position, and why. */
export type TrackingStateResponse = { active: boolean; reasons: TrackingReason[] };

/** `GET /api/bookings/{id}/eta`: the carer's estimated arrival while en route; null when not known. */
export type BookingEtaResponse = {
  bookingId: string;
  /** Minutes, or null (not en route, no pinned address, no recent position). */
  etaMinutes: number | null;
  /** When the position it is computed from was taken. */
  positionAt: string | null;
};

/** Realtime push to the patient and staff: a new ETA of a visit en route. */
export const BOOKING_ETA_EVENT = 'booking:eta';

/** One carer on the staff map. */
export type FieldCarer = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
  city: string;
  onShift: boolean;
  /** The last position of the day (fresh or not), or null. */
  position: (GeoPoint & { accuracyM: number; takenAt: string; fresh: boolean }) | null;
};

/** One home visit of the day on the staff map. */
export type FieldVisit = {
  id: string;
  reference: string;
  startsAt: string;
  status: BookingStatus;
  trackingStep: string | null;
  city: string | null;
  neighbourhood: string | null;
  point: GeoPoint | null;
  carerId: string | null;
  /** The assigned carer, for the title by profession (« Infirmière Rose Ngo »). */
  carer: { firstName: string; lastName: string; profession: Profession; sex: CarerSex | null } | null;
  etaMinutes: number | null;
  /** Not started (or the carer not yet at the door) well after its start. */
  late: boolean;
};

/** `GET /api/admin/tracking/map`. */
export type FieldMapResponse = { generatedAt: string; carers: FieldCarer[]; visits: FieldVisit[] };

/** `GET /api/admin/tracking/visits/{id}/candidates`: free carers of the visit's city, nearest first. */
export type ReassignCandidate = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
  city: string;
  /** Straight-line distance from their last fresh position (or their city's office) to the visit; null if unknown. */
  distanceM: number | null;
};
export type ReassignCandidatesResponse = { bookingId: string; candidates: ReassignCandidate[] };
