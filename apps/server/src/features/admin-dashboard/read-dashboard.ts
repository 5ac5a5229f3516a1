import type { AdminDashboard } from '@sante/shared/admin-dashboard';
import { BOOKING_STATUSES } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { CARER_STATUSES } from '@sante/shared/doctor-constants';
import { and, count, eq, exists, gte, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { payableSettlements, payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { addDays, doualaInstant } from '../availability/douala-time';
import { unpaidUpcoming } from '../bookings/booking-holds';

/** The amounts of the payments that settled a payable between `from` and `to`, less those refunded since. */
function settledBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ total: sum(payableSettlements.amount) })
    .from(payableSettlements)
    .where(
      and(
        gte(payableSettlements.settledAt, from),
        lt(payableSettlements.settledAt, to),
        isNull(payableSettlements.refundedAt),
      ),
    );
}

/**
 * The day's figures for staff, each one query on an index (bookings by start, payments by status, settlements by
 * time; the paid markers and partial indexes of migrations 0044 and 0045, ADR 062, measured by `npm run bench:ops`):
 * today's bookings by state, unpaid upcoming bookings, refunds due, revenue of the day and the month, carers by
 * status, new patients.
 */
export async function readDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const today = doualaToday(now);
  const dayStart = doualaInstant(today, 0);
  const dayEnd = doualaInstant(addDays(today, 1), 0);
  const monthStart = doualaInstant(`${today.slice(0, 8)}01`, 0);
  const todays = and(gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd));
  const [byStatus, [unpaid], [flagged], [cancelledPaid], [revenueToday], [revenueMonth], carers, [patients]] =
    await Promise.all([
      db.select({ status: bookings.status, total: count() }).from(bookings).where(todays).groupBy(bookings.status),
      db.select({ total: count() }).from(bookings).where(unpaidUpcoming(now)),
      // Owed back: a success flagged with its reason, or a success of a booking since cancelled (two index reads; a
      // cancelled booking with a success standing is marked paid).
      db
        .select({ total: count() })
        .from(payments)
        .where(and(eq(payments.status, 'succeeded'), isNotNull(payments.refundReason))),
      // Per cancelled booking still marked paid (a few), its standing successes: a subquery in the select list is run
      // per row, an index probe, where the planner would otherwise join on the whole index of successes.
      db
        .select({
          total: sql<number>`coalesce(sum((${db
            .select({ total: count() })
            .from(payments)
            .where(
              and(
                eq(payments.payableType, 'booking'),
                eq(payments.payableId, bookings.id),
                eq(payments.status, 'succeeded'),
                isNull(payments.refundReason),
              ),
            )})), 0)`.mapWith(Number),
        })
        .from(bookings)
        .where(and(eq(bookings.status, 'cancelled'), isNotNull(bookings.paidAt))),
      settledBetween(db, dayStart, dayEnd),
      settledBetween(db, monthStart, dayEnd),
      db
        .select({ status: doctorProfiles.status, total: count() })
        .from(doctorProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
        .where(and(eq(userProfiles.role, 'medecin'), eq(userProfiles.status, 'active')))
        .groupBy(doctorProfiles.status),
      // The day's accounts (an index range), each checked for its patient profile by its primary key (as above).
      db
        .select({
          total: count(
            sql`case when ${exists(
              db
                .select({ id: userProfiles.userId })
                .from(userProfiles)
                .where(and(eq(userProfiles.userId, user.id), eq(userProfiles.role, 'patient'))),
            )} then 1 end`,
          ),
        })
        .from(user)
        .where(and(gte(user.createdAt, dayStart), lt(user.createdAt, dayEnd))),
    ]);
  const tally = <K extends string>(keys: readonly K[], rows: { status: K; total: number }[]) =>
    Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.status === key)?.total ?? 0])) as Record<
      K,
      number
    >;
  const xaf = (row: { total: string | null } | undefined) => Number(row?.total ?? 0);
  return {
    today,
    bookingsToday: tally(BOOKING_STATUSES, byStatus),
    unpaidUpcoming: unpaid?.total ?? 0,
    refundsDue: (flagged?.total ?? 0) + (cancelledPaid?.total ?? 0),
    revenueTodayXaf: xaf(revenueToday),
    revenueMonthXaf: xaf(revenueMonth),
    carers: tally(CARER_STATUSES, carers),
    newPatientsToday: patients?.total ?? 0,
  };
}
