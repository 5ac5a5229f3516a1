import { CARE_WINDOW } from '@sante/shared/clinic-constants';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';

/**
 * The booking a prescription is written for, if the caller is its doctor (profession `medecin`: a nurse does not
 * sign an ONMC prescription), it is not cancelled and its care window holds now (ADR 031: the booking itself is the
 * care relationship). Scoped in the query: anyone else's booking, a nurse's and an unknown id are the same 404.
 */
export async function prescribableBooking(db: Db, actor: ClinicActor, bookingId: string, now: Date) {
  const [booking] = await db
    .select({ id: bookings.id, patientId: bookings.patientId })
    .from(bookings)
    .innerJoin(
      doctorProfiles,
      and(eq(doctorProfiles.userId, bookings.doctorId), eq(doctorProfiles.profession, 'medecin')),
    )
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.doctorId, actor.userId),
        ne(bookings.status, 'cancelled'),
        // The booking's own care window (ADR 031): from 24 h before its start to 30 days after its end.
        sql`${bookings.startsAt} - make_interval(hours => ${CARE_WINDOW.hoursBefore}) <= ${now.toISOString()}::timestamptz`,
        sql`${bookings.endsAt} + make_interval(days => ${CARE_WINDOW.daysAfter}) >= ${now.toISOString()}::timestamptz`,
      ),
    );
  if (!booking) throw new AppError('not_found');
  return booking;
}
