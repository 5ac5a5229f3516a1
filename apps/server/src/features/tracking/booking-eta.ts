import { isStaffRole, type Role } from '@sante/shared/roles';
import { pinnedPoint, TRACKING_RULES, type BookingEtaResponse } from '@sante/shared/tracking-constants';
import { and, desc, eq, gte, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { carerPositions } from '../../db/schema/tracking';
import { AppError } from '../../lib/app-error';

const MINUTE = 60_000;

/** The last position of a carer taken in the last `freshMinutes`, or null. */
export async function freshPosition(db: Db, carerId: string, now: Date) {
  const [row] = await db
    .select({
      latitude: carerPositions.latitude,
      longitude: carerPositions.longitude,
      takenAt: carerPositions.takenAt,
    })
    .from(carerPositions)
    .where(
      and(
        eq(carerPositions.carerId, carerId),
        gte(carerPositions.takenAt, new Date(now.getTime() - TRACKING_RULES.freshMinutes * MINUTE)),
      ),
    )
    .orderBy(desc(carerPositions.takenAt))
    .limit(1);
  return row ?? null;
}

/**
 * `GET /api/tracking/bookings/{id}/eta`: the estimated arrival of the carer at a home visit while « en route »,
 * for its patient, its carer and staff (anyone else: 404, scoped in the query). Null when the visit is not en
 * route, has no pinned address, or the carer's phone sent no recent position.
 */
export async function readBookingEta(
  { db, eta }: Pick<AppDeps, 'db' | 'eta'>,
  caller: { userId: string; role: Role | null },
  bookingId: string,
  now: Date,
): Promise<BookingEtaResponse> {
  const scope: SQL | undefined = isStaffRole(caller.role)
    ? undefined
    : or(eq(bookings.patientId, caller.userId), eq(bookings.doctorId, caller.userId));
  const [booking] = await db
    .select({
      doctorId: bookings.doctorId,
      status: bookings.status,
      trackingStep: bookings.trackingStep,
      address: bookings.address,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), scope));
  if (!booking) throw new AppError('not_found');
  const door = pinnedPoint(booking.address);
  const enRoute = booking.status === 'confirmed' && booking.trackingStep === 'doctor_en_route';
  const position = enRoute && door && booking.doctorId ? await freshPosition(db, booking.doctorId, now) : null;
  return {
    bookingId,
    etaMinutes: position && door ? await eta(position, door, booking.address?.city ?? null) : null,
    positionAt: position?.takenAt.toISOString() ?? null,
  };
}
