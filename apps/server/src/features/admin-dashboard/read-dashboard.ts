import type { AdminDashboard } from '@sante/shared/admin-dashboard';
import { BOOKING_STATUSES } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { CARER_STATUSES } from '@sante/shared/doctor-constants';
import { and, count, eq, gte, isNotNull, lt, or, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { payableSettlements, payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { addDays, doualaInstant } from '../availability/douala-time';
import { unpaidUpcoming } from '../bookings/booking-holds';

function settledBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ total: sum(payments.amount) })
    .from(payableSettlements)
    .innerJoin(payments, eq(payments.id, payableSettlements.paymentId))
    .where(
      and(
        gte(payableSettlements.settledAt, from),
        lt(payableSettlements.settledAt, to),
        eq(payments.status, 'succeeded'),
      ),
    );
}

/**
 * The day's figures for staff, each one query on an index (bookings by start, payments by status, settlements by
 * time): today's bookings by state, unpaid upcoming bookings, refunds due, revenue of
 * the day and the month, carers by status, new patients.
 */
export async function readDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const today = doualaToday(now);
  const dayStart = doualaInstant(today, 0);
  const dayEnd = doualaInstant(addDays(today, 1), 0);
  const monthStart = doualaInstant(`${today.slice(0, 8)}01`, 0);
  const todays = and(gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd));
  const [byStatus, [unpaid], [refunds], [revenueToday], [revenueMonth], carers, [patients]] = await Promise.all([
    db.select({ status: bookings.status, total: count() }).from(bookings).where(todays).groupBy(bookings.status),
    db.select({ total: count() }).from(bookings).where(unpaidUpcoming(now)),
    db
      .select({ total: count() })
      .from(payments)
      .leftJoin(bookings, and(eq(payments.payableType, 'booking'), eq(bookings.id, payments.payableId)))
      .where(
        and(eq(payments.status, 'succeeded'), or(isNotNull(payments.refundReason), eq(bookings.status, 'cancelled'))),
      ),
    settledBetween(db, dayStart, dayEnd),
    settledBetween(db, monthStart, dayEnd),
    db
      .select({ status: doctorProfiles.status, total: count() })
      .from(doctorProfiles)
      .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
      .where(and(eq(userProfiles.role, 'medecin'), eq(userProfiles.status, 'active')))
      .groupBy(doctorProfiles.status),
    db
      .select({ total: count() })
      .from(userProfiles)
      .innerJoin(user, eq(user.id, userProfiles.userId))
      .where(and(eq(userProfiles.role, 'patient'), gte(user.createdAt, dayStart), lt(user.createdAt, dayEnd))),
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
    refundsDue: refunds?.total ?? 0,
    revenueTodayXaf: xaf(revenueToday),
    revenueMonthXaf: xaf(revenueMonth),
    carers: tally(CARER_STATUSES, carers),
    newPatientsToday: patients?.total ?? 0,
  };
}
