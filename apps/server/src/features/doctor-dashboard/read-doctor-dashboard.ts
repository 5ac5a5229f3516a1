import { doualaToday } from '@sante/shared/calendar-date';
import { DASHBOARD_NEXT_VISITS, type DashboardVisit, type DoctorDashboard } from '@sante/shared/doctor-dashboard';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { userProfiles } from '../../db/schema/profiles';
import { labResults, tasks } from '../../db/schema/tasks';
import { addDays, doualaInstant } from '../availability/douala-time';
import { doctorInvoices, doualaMonth } from '../invoices/doctor-earnings';

async function visits(db: Db, doctorId: string, from: Date, to: Date | null, limit: number) {
  const rows = await db
    .select({
      booking: bookings,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(bookings)
    .innerJoin(userProfiles, eq(userProfiles.userId, bookings.patientId))
    .where(
      and(
        eq(bookings.doctorId, doctorId),
        ne(bookings.status, 'cancelled'),
        gte(bookings.startsAt, from),
        to ? lt(bookings.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map(({ booking, firstName, lastName }): DashboardVisit => ({
    id: booking.id,
    reference: booking.reference ?? '',
    startsAt: booking.startsAt.toISOString(),
    kind: booking.visitKind,
    status: booking.status,
    patient: { id: booking.patientId, firstName, lastName },
  }));
}

/**
 * `GET /api/doctor/dashboard`: the signed-in doctor's figures, every query scoped to them (`doctor_id`,
 * `owner_id` = caller): today's visits, the next ones, tasks, results to review, the month's earnings (the same
 * figures as `/dashboard-medecin/factures`).
 */
export async function readDoctorDashboard(
  db: Db,
  doctorId: string,
  sharePercent: number,
  now: Date,
): Promise<DoctorDashboard> {
  const today = doualaToday(now);
  const dayStart = doualaInstant(today, 0);
  const dayEnd = doualaInstant(addDays(today, 1), 0);
  const open = inArray(tasks.status, ['requested', 'in_progress']);
  const [todays, next, [openTasks], [tasksDue], [results], earnings] = await Promise.all([
    visits(db, doctorId, dayStart, dayEnd, 50),
    visits(db, doctorId, dayEnd, null, DASHBOARD_NEXT_VISITS),
    db
      .select({ total: count() })
      .from(tasks)
      .where(and(eq(tasks.ownerId, doctorId), open)),
    db
      .select({ total: count() })
      .from(tasks)
      .where(and(eq(tasks.ownerId, doctorId), open, lte(tasks.dueAt, dayEnd))),
    db
      .select({ total: count() })
      .from(labResults)
      .where(and(eq(labResults.doctorId, doctorId), isNull(labResults.releasedAt))),
    doctorInvoices(db, doctorId, doualaMonth(now), sharePercent),
  ]);
  return {
    today: todays,
    next,
    openTasks: openTasks?.total ?? 0,
    tasksDue: tasksDue?.total ?? 0,
    resultsToReview: results?.total ?? 0,
    month: {
      month: earnings.month,
      collectedXaf: earnings.totals.collectedXaf,
      shareXaf: earnings.totals.shareXaf,
      acts: earnings.acts.length,
    },
  };
}
