import { carerName } from '@sante/shared/carer-name';
import { doualaToday } from '@sante/shared/calendar-date';
import { CLOCK_RULES, type ClockStatsResponse, type ClockStatsRow } from '@sante/shared/clock-constants';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { audit } from '../../lib/audit';
import { doualaInstant, doualaMinuteOf, isoWeekday } from '../availability/douala-time';
import type { ClockActor } from './clock-actor';
import { effectiveAt } from './clock-event-view';
import { loadClockEvents } from './attendance-rows';
import { plannedShifts } from './planned-shifts';

const MINUTE = 60_000;

function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The Douala date of an instant. */
const doualaDate = (instant: Date) => doualaToday(instant);

/**
 * `GET /api/admin/clock/stats?month=` (`attendance.read`): per carer, the month's days worked, hours worked (each
 * clock-in to the next clock-out), planned hours (ADR 036: from the weekly availability), lateness (first
 * clock-in of a day after the planned start and its grace), overtime (a day's work beyond its planned shift; a
 * whole day when none was planned, nothing for a carer without availability), and home visits done (checked in
 * and out) against scheduled (confirmed or completed).
 */
export async function clockStats(
  db: Db,
  actor: ClockActor,
  month: string | undefined,
  now: Date,
): Promise<ClockStatsResponse> {
  const theMonth = month ?? doualaToday(now).slice(0, 7);
  const from = doualaInstant(`${theMonth}-01`, 0);
  const to = doualaInstant(`${nextMonth(theMonth)}-01`, 0);
  const [rows, scheduled] = await Promise.all([
    loadClockEvents(db, from, to),
    db
      .select({ carerId: bookings.doctorId, visits: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.visitKind, 'home_visit'),
          inArray(bookings.status, ['confirmed', 'completed']),
          gte(bookings.startsAt, from),
          lt(bookings.startsAt, to),
        ),
      )
      .groupBy(bookings.doctorId),
  ]);
  const carerIds = [...new Set([...rows.map((row) => row.event.carerId), ...scheduled.map((row) => row.carerId)])];
  const [planned, people] = await Promise.all([
    plannedShifts(db, carerIds),
    carerIds.length === 0
      ? []
      : db
          .select({
            id: userProfiles.userId,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
            profession: doctorProfiles.profession,
            sex: doctorProfiles.sex,
            city: doctorProfiles.city,
          })
          .from(userProfiles)
          .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
          .where(inArray(userProfiles.userId, carerIds)),
  ]);
  const result: ClockStatsRow[] = people.map((person) => {
    const events = rows.filter((row) => row.event.carerId === person.id).map((row) => row.event);
    const week = planned.get(person.id);
    const row: ClockStatsRow = {
      carer: {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        profession: person.profession ?? 'medecin',
        sex: person.sex ?? null,
        city: person.city ?? null,
      },
      daysWorked: 0,
      workedMinutes: 0,
      plannedMinutes: 0,
      lateCount: 0,
      lateMinutes: 0,
      overtimeMinutes: 0,
      visitsScheduled: scheduled.find((visit) => visit.carerId === person.id)?.visits ?? 0,
      visitsDone: 0,
      anomalies: events.filter(
        (event) =>
          event.reviewDecision === null && (event.offline || !['inside', 'entered_by_staff'].includes(event.outcome)),
      ).length,
    };
    const days = new Map<string, typeof events>();
    for (const event of events.filter((candidate) => candidate.kind === 'shift_in' || candidate.kind === 'shift_out')) {
      const date = doualaDate(effectiveAt(event));
      days.set(date, [...(days.get(date) ?? []), event]);
    }
    for (const [date, shiftEvents] of days) {
      const ordered = [...shiftEvents].sort((a, b) => effectiveAt(a).getTime() - effectiveAt(b).getTime());
      let worked = 0;
      let openedAt: Date | null = null;
      for (const event of ordered) {
        if (event.kind === 'shift_in') openedAt ??= effectiveAt(event);
        else if (openedAt) {
          worked += Math.round((effectiveAt(event).getTime() - openedAt.getTime()) / MINUTE);
          openedAt = null;
        }
      }
      row.daysWorked += 1;
      row.workedMinutes += worked;
      const plan = week?.get(isoWeekday(date));
      const firstIn = ordered.find((event) => event.kind === 'shift_in');
      if (plan) {
        row.plannedMinutes += plan.end - plan.start;
        row.overtimeMinutes += Math.max(0, worked - (plan.end - plan.start));
        const late = firstIn ? doualaMinuteOf(effectiveAt(firstIn)) - plan.start : 0;
        if (late > CLOCK_RULES.lateGraceMinutes) {
          row.lateCount += 1;
          row.lateMinutes += late;
        }
      } else if (week) row.overtimeMinutes += worked;
    }
    const visits = new Map<string, Set<string>>();
    for (const event of events.filter((candidate) => candidate.bookingId !== null)) {
      const kinds = visits.get(event.bookingId ?? '') ?? new Set<string>();
      kinds.add(event.kind);
      visits.set(event.bookingId ?? '', kinds);
    }
    row.visitsDone = [...visits.values()].filter((kinds) => kinds.has('visit_start') && kinds.has('visit_end')).length;
    return row;
  });
  result.sort((a, b) => a.carer.lastName.localeCompare(b.carer.lastName, 'fr'));
  await audit(db, {
    action: 'clock_stats.read',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'clock_event',
    ip: actor.ip,
    requestId: actor.requestId,
    details: { month: theMonth, count: result.length },
  });
  return { month: theMonth, rows: result };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');

/** A CSV cell: quoted, and a leading `= + - @` neutralised so a spreadsheet never runs it as a formula. */
export function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The month's figures as a CSV for a French spreadsheet (`;` separated, decimal comma, UTF-8 with BOM). */
export function clockStatsCsv(stats: ClockStatsResponse): string {
  const header = [
    'Mois',
    'Soignant',
    'Ville',
    'Jours travaillés',
    'Heures travaillées',
    'Heures prévues',
    'Retards',
    'Minutes de retard',
    'Heures supplémentaires',
    'Visites prévues',
    'Visites faites',
    'Anomalies à traiter',
  ];
  const lines = stats.rows.map((row) =>
    [
      stats.month,
      carerName(row.carer, 'fr'),
      row.carer.city ?? '',
      row.daysWorked,
      hours(row.workedMinutes),
      hours(row.plannedMinutes),
      row.lateCount,
      row.lateMinutes,
      hours(row.overtimeMinutes),
      row.visitsScheduled,
      row.visitsDone,
      row.anomalies,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[header.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}
