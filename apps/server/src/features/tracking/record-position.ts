import {
  BOOKING_ETA_EVENT,
  pinnedPoint,
  TRACKING_RULES,
  type BookingEtaResponse,
  type TrackingReason,
} from '@sante/shared/tracking-constants';
import type { TTrackingPositionRequest } from '@sante/shared/tracking-schemas';
import type { AppDeps } from '../../app-context';
import { carerPositions } from '../../db/schema/tracking';
import { AppError } from '../../lib/app-error';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';
import { enRouteVisits, isOnShift } from './tracking-state';

const SECOND = 1000;

/**
 * `POST /api/tracking/positions` (carer): keeps one fix of the phone, only while tracking is on (clocked in, or
 * en route to a home visit): otherwise 409 `tracking_off` and nothing is kept. A fix from the future or older than
 * a few minutes is refused. Each visit en route gets its new ETA pushed to its patient and to staff screens.
 */
export async function recordPosition(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'eta'>,
  carerId: string,
  input: TTrackingPositionRequest,
  now: Date,
): Promise<{ reasons: TrackingReason[]; etas: BookingEtaResponse[] }> {
  const takenAt = new Date(input.takenAt);
  const age = now.getTime() - takenAt.getTime();
  if (age > TRACKING_RULES.maxFixAgeSeconds * SECOND || age < -TRACKING_RULES.maxFixAgeSeconds * SECOND)
    throw new AppError('position_too_old');
  const [onShift, enRoute] = await Promise.all([isOnShift(deps.db, carerId, now), enRouteVisits(deps.db, carerId)]);
  if (!onShift && enRoute.length === 0) throw new AppError('tracking_off');
  await deps.db.insert(carerPositions).values({
    carerId,
    latitude: input.latitude,
    longitude: input.longitude,
    accuracyM: input.accuracyM,
    takenAt,
    reason: enRoute.length > 0 ? 'en_route' : 'shift',
  });
  const etas = await Promise.all(
    enRoute.map(async (visit) => {
      const door = pinnedPoint(visit.address);
      const eta: BookingEtaResponse = {
        bookingId: visit.id,
        etaMinutes: door ? await deps.eta(input, door, visit.address?.city ?? null) : null,
        positionAt: takenAt.toISOString(),
      };
      deps.realtime.emitTo([userRoom(visit.patientId), STAFF_ROOM], BOOKING_ETA_EVENT, eta);
      return eta;
    }),
  );
  const reasons: TrackingReason[] = [
    ...(onShift ? ['shift' as const] : []),
    ...(enRoute.length > 0 ? ['en_route' as const] : []),
  ];
  return { reasons, etas };
}
