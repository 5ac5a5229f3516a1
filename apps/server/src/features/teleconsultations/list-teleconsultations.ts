import { doualaToday } from '@sante/shared/calendar-date';
import type { TeleconsultationView } from '@sante/shared/teleconsultation-constants';
import type { ZTeleconsultationListQuerySchema } from '@sante/shared/teleconsultation-schemas';
import { and, eq, exists, gt, gte, inArray, lt, notExists, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { teleconsultationCalls } from '../../db/schema/teleconsultations';
import { addDays, doualaInstant } from '../availability/douala-time';
import type { Viewer } from '../bookings/booking-scope';
import { loadTeleconsultations } from './teleconsultation-view';

type ListQuery = z.output<typeof ZTeleconsultationListQuerySchema>;

const callIn = (db: Db, states: SQL) =>
  db
    .select({ id: teleconsultationCalls.bookingId })
    .from(teleconsultationCalls)
    .where(and(eq(teleconsultationCalls.bookingId, bookings.id), states));

/**
 * `GET /api/teleconsultations`: the caller's teleconsultations (patient: theirs; doctor: those assigned to them;
 * staff: all, through `bookingScope`). `upcoming`: still to hold (not over, or a call in progress), soonest first;
 * `past`: over, cancelled, completed, ended or missed; `today`: of today in Douala (the doctor's queue); `all`.
 */
export async function listTeleconsultations(
  deps: Pick<AppDeps, 'db' | 'env'>,
  viewer: Viewer,
  query: ListQuery,
  now: Date,
): Promise<TeleconsultationView[]> {
  const { db } = deps;
  const final = callIn(db, inArray(teleconsultationCalls.state, ['ended', 'missed']));
  const open = inArray(bookings.status, ['pending', 'confirmed']);
  const today = doualaToday(now);
  const scopes: Record<ListQuery['scope'], SQL | undefined> = {
    upcoming: and(
      open,
      notExists(final),
      or(gt(bookings.endsAt, now), exists(callIn(db, eq(teleconsultationCalls.state, 'in_progress')))),
    ),
    past: or(inArray(bookings.status, ['completed', 'cancelled']), lt(bookings.endsAt, now), exists(final)),
    today: and(
      gte(bookings.startsAt, doualaInstant(today, 0)),
      lt(bookings.startsAt, doualaInstant(addDays(today, 1), 0)),
      inArray(bookings.status, ['pending', 'confirmed', 'completed']),
    ),
    all: undefined,
  };
  return loadTeleconsultations(deps, viewer, scopes[query.scope], now, query.scope === 'today' ? 'start' : 'upcoming');
}
