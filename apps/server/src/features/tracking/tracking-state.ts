import type { TrackingReason } from '@sante/shared/tracking-constants';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';

const DAY = 86_400_000;

/** Whether the carer is clocked in: their last clock-in or clock-out of the past day is a clock-in (ADR 036). */
export async function isOnShift(db: Db, carerId: string, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ kind: clockEvents.kind })
    .from(clockEvents)
    .where(
      and(
        eq(clockEvents.carerId, carerId),
        inArray(clockEvents.kind, ['shift_in', 'shift_out']),
        gte(clockEvents.deviceAt, new Date(now.getTime() - DAY)),
      ),
    )
    .orderBy(desc(clockEvents.deviceAt))
    .limit(1);
  return last?.kind === 'shift_in';
}

/** The carer's confirmed home visits whose last tracking step is « en route » (ADR 040). */
export function enRouteVisits(db: Db, carerId: string) {
  return db
    .select({ id: bookings.id, patientId: bookings.patientId, address: bookings.address })
    .from(bookings)
    .where(
      and(
        eq(bookings.doctorId, carerId),
        eq(bookings.visitKind, 'home_visit'),
        eq(bookings.status, 'confirmed'),
        eq(bookings.trackingStep, 'doctor_en_route'),
      ),
    );
}

/** Why the carer's phone may send its position now: on shift, en route, both, or neither (tracking off). */
export async function trackingReasons(db: Db, carerId: string, now: Date): Promise<TrackingReason[]> {
  const [onShift, enRoute] = await Promise.all([isOnShift(db, carerId, now), enRouteVisits(db, carerId)]);
  return [...(onShift ? (['shift'] as const) : []), ...(enRoute.length > 0 ? (['en_route'] as const) : [])];
}
