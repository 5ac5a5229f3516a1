import { doualaToday } from '@sante/shared/calendar-date';
import type { ClockEventView, ClockTodayResponse, ClockVisit } from '@sante/shared/clock-constants';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { addDays, doualaInstant } from '../availability/douala-time';
import { clockEventView } from './clock-event-view';
import { officeOf } from './record-clock-event';

const DAY = 86_400_000;

/**
 * `GET /api/clock/today` (carer): my clock events of the Douala day, whether I am on shift, my office, and my home
 * visits of the day with their check-in and check-out. Only the caller's rows (scoped in each query).
 */
export async function readClockToday(db: Db, carerId: string, now: Date): Promise<ClockTodayResponse> {
  const date = doualaToday(now);
  const from = doualaInstant(date, 0);
  const to = doualaInstant(addDays(date, 1), 0);
  const [events, [lastShift], visitRows, office] = await Promise.all([
    db
      .select()
      .from(clockEvents)
      .where(and(eq(clockEvents.carerId, carerId), gte(clockEvents.deviceAt, from), lt(clockEvents.deviceAt, to)))
      .orderBy(asc(clockEvents.deviceAt)),
    db
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
      .limit(1),
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        address: bookings.address,
        serviceName: services.nameFr,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      })
      .from(bookings)
      .innerJoin(userProfiles, eq(userProfiles.userId, bookings.patientId))
      .leftJoin(services, eq(services.id, bookings.serviceId))
      .where(
        and(
          eq(bookings.doctorId, carerId),
          eq(bookings.visitKind, 'home_visit'),
          inArray(bookings.status, ['confirmed', 'completed']),
          gte(bookings.startsAt, from),
          lt(bookings.startsAt, to),
        ),
      )
      .orderBy(asc(bookings.startsAt)),
    officeOf(db, carerId),
  ]);
  const checks =
    visitRows.length === 0
      ? []
      : await db
          .select()
          .from(clockEvents)
          .where(
            and(
              eq(clockEvents.carerId, carerId),
              inArray(
                clockEvents.bookingId,
                visitRows.map((visit) => visit.id),
              ),
            ),
          )
          .orderBy(asc(clockEvents.deviceAt));
  const first = (bookingId: string, kind: 'visit_start' | 'visit_end'): ClockEventView | null => {
    const row = checks.find((check) => check.bookingId === bookingId && check.kind === kind);
    return row ? clockEventView(row) : null;
  };
  const visits: ClockVisit[] = visitRows.map((visit) => ({
    bookingId: visit.id,
    reference: visit.reference,
    serviceName: visit.serviceName,
    patient: { firstName: visit.firstName, lastName: visit.lastName },
    startsAt: visit.startsAt.toISOString(),
    endsAt: visit.endsAt.toISOString(),
    place: visit.address ? [visit.address.neighbourhood, visit.address.city].filter(Boolean).join(', ') : null,
    hasPinnedPosition: visit.address?.latitude != null && visit.address.longitude != null,
    checkIn: first(visit.id, 'visit_start'),
    checkOut: first(visit.id, 'visit_end'),
  }));
  return { date, onShift: lastShift?.kind === 'shift_in', office, events: events.map(clockEventView), visits };
}
