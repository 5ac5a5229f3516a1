import type { BookingView } from '@sante/shared/booking-constants';
import type { ZBookingListQuerySchema } from '@sante/shared/booking-schemas';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { userProfiles } from '../../db/schema/profiles';
import { foldedContains, phoneContains, phoneDigits } from '../../lib/text-search';
import { addDays, doualaInstant } from '../availability/douala-time';
import { bookingScope, type Viewer } from './booking-scope';
import { loadBookingViews } from './booking-view';

type ListQuery = z.output<typeof ZBookingListQuerySchema>;

/** `q`: a phone (the patient's, by its digits), else a booking reference or the patient's name (accents ignored). */
function bookingSearch(query: string): SQL {
  const digits = phoneDigits(query);
  const patients = patientMatches(
    digits
      ? phoneContains(sql`${userProfiles.phone}`, digits)
      : or(
          foldedContains(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, query),
          foldedContains(sql`${userProfiles.lastName} || ' ' || ${userProfiles.firstName}`, query),
        ),
  );
  return digits ? patients : (or(foldedContains(sql`${bookings.reference}`, query), patients) ?? patients);
}

/** The bookings whose patient matches `match` (a sub-select: the list's joins stay as they are). */
function patientMatches(match: SQL | undefined): SQL {
  return sql`${bookings.patientId} in (select ${userProfiles.userId} from ${userProfiles} where ${match})`;
}

/**
 * `GET /api/bookings`: the viewer's bookings (scope in the query), filtered and searched; `from`/`to` are Douala
 * dates, inclusive; `order=upcoming` puts those to come first.
 */
export function listBookings(
  deps: Pick<AppDeps, 'db' | 'env'>,
  viewer: Viewer,
  query: ListQuery,
  now: Date,
): Promise<BookingView[]> {
  return loadBookingViews(
    deps,
    and(
      bookingScope(viewer),
      query.status ? eq(bookings.status, query.status) : undefined,
      query.kind ? eq(bookings.visitKind, query.kind) : undefined,
      query.doctorId ? eq(bookings.doctorId, query.doctorId) : undefined,
      query.from ? gte(bookings.startsAt, doualaInstant(query.from, 0)) : undefined,
      query.to ? lt(bookings.startsAt, doualaInstant(addDays(query.to, 1), 0)) : undefined,
      query.q ? bookingSearch(query.q) : undefined,
    ),
    viewer,
    now,
    query.order,
  );
}
