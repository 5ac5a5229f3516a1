import type { Anomaly, AttendanceEntry } from '@sante/shared/clock-constants';
import { CLOCK_RULES } from '@sante/shared/clock-constants';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { doualaMinuteOf, isoWeekday } from '../availability/douala-time';
import { clockEventView, effectiveAt } from './clock-event-view';
import { plannedShifts, type PlannedShifts } from './planned-shifts';

/** Minutes after the planned end of a shift before a clock-in with no clock-out is "missing a clock-out". */
const MISSING_CLOCK_OUT_AFTER_MINUTES = 60;

type Row = { event: typeof clockEvents.$inferSelect; date: string };

/** The clock events between two instants (by the phone's time) with their carer, oldest first. */
export async function loadClockEvents(db: Db, from: Date, to: Date) {
  return db
    .select({
      event: clockEvents,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      city: doctorProfiles.city,
      bookingReference: bookings.reference,
    })
    .from(clockEvents)
    .innerJoin(userProfiles, eq(userProfiles.userId, clockEvents.carerId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, clockEvents.carerId))
    .leftJoin(bookings, eq(bookings.id, clockEvents.bookingId))
    .where(and(gte(clockEvents.deviceAt, from), lt(clockEvents.deviceAt, to)))
    .orderBy(asc(clockEvents.deviceAt));
}

/**
 * What is wrong with each event of one Douala day (`date`) of one carer: outside the radius, no usable position,
 * sent later, a first clock-in later than the planned start, a clock-in with no clock-out after it once the
 * day (or the planned shift, plus an hour) is over.
 */
export function anomaliesOf(
  events: readonly Row['event'][],
  date: string,
  planned: PlannedShifts,
  now: Date,
  today: string,
): Map<string, Anomaly[]> {
  const result = new Map<string, Anomaly[]>();
  const shifts = events.filter((event) => event.kind === 'shift_in' || event.kind === 'shift_out');
  const firstIn = shifts.find((event) => event.kind === 'shift_in');
  for (const event of events) {
    const anomalies: Anomaly[] = [];
    if (event.outcome === 'outside') anomalies.push('outside');
    if (
      event.outcome === 'position_refused' ||
      event.outcome === 'position_unavailable' ||
      event.outcome === 'position_too_old'
    )
      anomalies.push('no_position');
    if (event.offline) anomalies.push('offline');
    const plan = planned.get(event.carerId)?.get(isoWeekday(date));
    if (event === firstIn && plan && doualaMinuteOf(effectiveAt(event)) > plan.start + CLOCK_RULES.lateGraceMinutes)
      anomalies.push('late');
    if (event.kind === 'shift_in') {
      const index = shifts.indexOf(event);
      const closed = shifts.slice(index + 1).some((later) => later.kind === 'shift_out');
      const dayOver =
        date < today || (plan !== undefined && doualaMinuteOf(now) > plan.end + MISSING_CLOCK_OUT_AFTER_MINUTES);
      if (!closed && dayOver) anomalies.push('missing_clock_out');
    }
    result.set(event.id, anomalies);
  }
  return result;
}

/** The rows of `/admin/badgeage` for the events loaded, grouped by carer to find their anomalies. */
export async function attendanceEntries(
  db: Db,
  rows: Awaited<ReturnType<typeof loadClockEvents>>,
  date: string,
  now: Date,
  today: string,
): Promise<AttendanceEntry[]> {
  const carerIds = [...new Set(rows.map((row) => row.event.carerId))];
  const planned = await plannedShifts(db, carerIds);
  const anomalies = new Map<string, Anomaly[]>();
  for (const carerId of carerIds) {
    const own = rows.filter((row) => row.event.carerId === carerId).map((row) => row.event);
    for (const [id, list] of anomaliesOf(own, date, planned, now, today)) anomalies.set(id, list);
  }
  return rows.map((row) => ({
    ...clockEventView(row.event),
    carer: {
      id: row.event.carerId,
      firstName: row.firstName,
      lastName: row.lastName,
      profession: row.profession ?? 'medecin',
      sex: row.sex ?? null,
      city: row.city ?? null,
    },
    anomalies: anomalies.get(row.event.id) ?? [],
    bookingReference: row.bookingReference ?? null,
  }));
}
