import { doualaToday } from '@sante/shared/calendar-date';
import {
  pinnedPoint,
  TRACKING_RULES,
  type FieldCarer,
  type FieldMapResponse,
  type FieldVisit,
} from '@sante/shared/tracking-constants';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { carerPositions } from '../../db/schema/tracking';
import { audit } from '../../lib/audit';
import { addDays, doualaInstant } from '../availability/douala-time';
import type { ClockActor } from '../clock/clock-actor';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** Carers whose last clock-in or clock-out of the past day is a clock-in. */
async function carersOnShift(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([clockEvents.carerId], { carerId: clockEvents.carerId, kind: clockEvents.kind })
    .from(clockEvents)
    .where(
      and(
        inArray(clockEvents.kind, ['shift_in', 'shift_out']),
        gte(clockEvents.deviceAt, new Date(now.getTime() - DAY)),
      ),
    )
    .orderBy(clockEvents.carerId, desc(clockEvents.deviceAt));
  return rows.filter((row) => row.kind === 'shift_in').map((row) => row.carerId);
}

/** Whether a visit is late: confirmed, not started, more than `lateAfterMinutes` past its start. */
function isLate(visit: { status: string; trackingStep: string | null; startsAt: Date }, now: Date): boolean {
  const notStarted = visit.trackingStep === null || visit.trackingStep === 'doctor_en_route';
  return (
    visit.status === 'confirmed' &&
    notStarted &&
    now.getTime() > visit.startsAt.getTime() + TRACKING_RULES.lateAfterMinutes * MINUTE
  );
}

/**
 * `GET /api/admin/tracking/map` (`field_map.read`): the carers on shift or en route with their last position of
 * the day, and the home visits of the Douala day (and any visit en route) with the ETA of those en route and the late ones flagged.
 * Reading carers' positions is audited (ids and counts only).
 */
export async function readFieldMap(
  { db, eta }: Pick<AppDeps, 'db' | 'eta'>,
  actor: ClockActor,
  now: Date,
): Promise<FieldMapResponse> {
  const today = doualaToday(now);
  const from = doualaInstant(today, 0);
  const to = doualaInstant(addDays(today, 1), 0);
  const [onShift, visitRows] = await Promise.all([
    carersOnShift(db, now),
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        startsAt: bookings.startsAt,
        status: bookings.status,
        trackingStep: bookings.trackingStep,
        address: bookings.address,
        doctorId: bookings.doctorId,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        profession: doctorProfiles.profession,
        sex: doctorProfiles.sex,
      })
      .from(bookings)
      .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId))
      .leftJoin(userProfiles, eq(userProfiles.userId, bookings.doctorId))
      .where(
        and(
          eq(bookings.visitKind, 'home_visit'),
          or(
            and(
              inArray(bookings.status, ['pending', 'confirmed', 'completed']),
              gte(bookings.startsAt, from),
              lt(bookings.startsAt, to),
            ),
            // A carer already on the way to a visit of another day (early, or past midnight) is on the map too.
            and(eq(bookings.status, 'confirmed'), eq(bookings.trackingStep, 'doctor_en_route')),
          ),
        ),
      )
      .orderBy(asc(bookings.startsAt)),
  ]);
  const enRouteCarers = visitRows
    .filter((visit) => visit.status === 'confirmed' && visit.trackingStep === 'doctor_en_route')
    .flatMap((visit) => (visit.doctorId ? [visit.doctorId] : []));
  const carerIds = [...new Set([...onShift, ...enRouteCarers])];
  const [people, positions] =
    carerIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: doctorProfiles.userId,
              firstName: userProfiles.firstName,
              lastName: userProfiles.lastName,
              profession: doctorProfiles.profession,
              sex: doctorProfiles.sex,
              city: doctorProfiles.city,
            })
            .from(doctorProfiles)
            .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
            .where(inArray(doctorProfiles.userId, carerIds)),
          db
            .selectDistinctOn([carerPositions.carerId], {
              carerId: carerPositions.carerId,
              latitude: carerPositions.latitude,
              longitude: carerPositions.longitude,
              accuracyM: carerPositions.accuracyM,
              takenAt: carerPositions.takenAt,
            })
            .from(carerPositions)
            .where(and(inArray(carerPositions.carerId, carerIds), gte(carerPositions.takenAt, from)))
            .orderBy(carerPositions.carerId, desc(carerPositions.takenAt)),
        ]);
  const positionOf = new Map(positions.map((row) => [row.carerId, row]));
  const freshSince = now.getTime() - TRACKING_RULES.freshMinutes * MINUTE;
  const carers: FieldCarer[] = people.map((person) => {
    const position = positionOf.get(person.id);
    return {
      ...person,
      onShift: onShift.includes(person.id),
      position: position
        ? {
            latitude: position.latitude,
            longitude: position.longitude,
            accuracyM: position.accuracyM,
            takenAt: position.takenAt.toISOString(),
            fresh: position.takenAt.getTime() >= freshSince,
          }
        : null,
    };
  });
  const visits: FieldVisit[] = await Promise.all(
    visitRows.map(async (visit) => {
      const point = pinnedPoint(visit.address);
      const position = visit.doctorId ? positionOf.get(visit.doctorId) : undefined;
      const enRoute = visit.status === 'confirmed' && visit.trackingStep === 'doctor_en_route';
      const fresh = position && position.takenAt.getTime() >= freshSince ? position : null;
      return {
        id: visit.id,
        reference: visit.reference ?? '',
        startsAt: visit.startsAt.toISOString(),
        status: visit.status,
        trackingStep: visit.trackingStep,
        city: visit.address?.city ?? null,
        neighbourhood: visit.address?.neighbourhood ?? null,
        point,
        carerId: visit.doctorId,
        carer:
          visit.firstName !== null && visit.lastName !== null && visit.profession !== null
            ? { firstName: visit.firstName, lastName: visit.lastName, profession: visit.profession, sex: visit.sex }
            : null,
        etaMinutes: enRoute && point && fresh ? await eta(fresh, point, visit.address?.city ?? null) : null,
        late: isLate(visit, now),
      };
    }),
  );
  await audit(db, {
    action: 'field_map.read',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'carer_position',
    ip: actor.ip,
    requestId: actor.requestId,
    details: { carers: carers.length, visits: visits.length },
  });
  return { generatedAt: now.toISOString(), carers, visits };
}
