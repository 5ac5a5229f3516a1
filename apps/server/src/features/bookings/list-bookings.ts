import type { BookingView } from '@sante/shared/booking-constants';
import type { ZBookingListQuerySchema } from '@sante/shared/booking-schemas';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { addDays, doualaInstant } from '../availability/douala-time';
import { bookingScope, type Viewer } from './booking-scope';
import { loadBookingViews } from './booking-view';

type ListQuery = z.output<typeof ZBookingListQuerySchema>;

/** `GET /api/bookings`: the viewer's bookings (scope in the query), filtered; `from`/`to` are Douala dates, inclusive. */
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
    ),
    viewer,
    now,
  );
}
