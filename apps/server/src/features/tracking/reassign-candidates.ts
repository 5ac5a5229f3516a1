import { professionForService } from '@sante/shared/catalogue-constants';
import { CLOCK_OFFICES, distanceMeters } from '@sante/shared/clock-constants';
import type { ReassignCandidate, ReassignCandidatesResponse } from '@sante/shared/tracking-constants';
import { pinnedPoint, TRACKING_RULES } from '@sante/shared/tracking-constants';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { carerPositions } from '../../db/schema/tracking';
import { AppError } from '../../lib/app-error';
import { handOverSlot } from '../bookings/booking-slot';

const MINUTE = 60_000;
/** At most this many carers offered (the nearest free ones). */
const MAX_CANDIDATES = 5;

/**
 * `GET /api/admin/tracking/visits/{id}/candidates` (`field_map.read`): for a home visit still to start, the verified
 * carers of the SAME city as the visit's address, of the profession its service needs, who are free at its start
 * (or, once it has passed, on duty and free from now: ADR 061), nearest first (from their last fresh position, else their city's office, else last). The assignment itself stays
 * `POST /api/bookings/{id}/assign`.
 */
export async function reassignCandidates(db: Db, bookingId: string, now: Date): Promise<ReassignCandidatesResponse> {
  const [visit] = await db
    .select({
      doctorId: bookings.doctorId,
      startsAt: bookings.startsAt,
      status: bookings.status,
      trackingStep: bookings.trackingStep,
      address: bookings.address,
      serviceKind: services.kind,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.visitKind, 'home_visit')));
  if (!visit) throw new AppError('not_found');
  if ((visit.status !== 'pending' && visit.status !== 'confirmed') || visit.trackingStep !== null)
    throw new AppError('booking_invalid_transition');
  const city = visit.address?.city;
  if (!city) return { bookingId, candidates: [] };
  const people = await db
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
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(
      and(
        eq(doctorProfiles.city, city),
        // Who can deliver the booked care: a doctor's consultation never goes to a nurse, nor a dressing to a doctor.
        visit.serviceKind ? eq(doctorProfiles.profession, professionForService(visit.serviceKind)) : undefined,
        eq(doctorProfiles.status, 'active'),
        eq(userProfiles.role, 'medecin'),
        eq(userProfiles.status, 'active'),
        sql`coalesce(${user.banned}, false) = false`,
        visit.doctorId ? ne(doctorProfiles.userId, visit.doctorId) : undefined,
      ),
    );
  if (people.length === 0) return { bookingId, candidates: [] };
  const positions = await db
    .selectDistinctOn([carerPositions.carerId], {
      carerId: carerPositions.carerId,
      latitude: carerPositions.latitude,
      longitude: carerPositions.longitude,
    })
    .from(carerPositions)
    .where(
      and(
        inArray(
          carerPositions.carerId,
          people.map((person) => person.id),
        ),
        gte(carerPositions.takenAt, new Date(now.getTime() - TRACKING_RULES.freshMinutes * MINUTE)),
      ),
    )
    .orderBy(carerPositions.carerId, desc(carerPositions.takenAt));
  const positionOf = new Map(positions.map((row) => [row.carerId, row]));
  const door = pinnedPoint(visit.address);
  const ranked: ReassignCandidate[] = people
    .map((person) => {
      const from = positionOf.get(person.id) ?? CLOCK_OFFICES[person.city];
      return { ...person, distanceM: door && from ? Math.round(distanceMeters(from, door)) : null };
    })
    .sort((a, b) => (a.distanceM ?? Number.MAX_SAFE_INTEGER) - (b.distanceM ?? Number.MAX_SAFE_INTEGER));
  const candidates: ReassignCandidate[] = [];
  for (const person of ranked) {
    if (candidates.length >= MAX_CANDIDATES) break;
    if (await handOverSlot(db, person.id, 'home_visit', visit.startsAt, now)) candidates.push(person);
  }
  return { bookingId, candidates };
}
