import { doualaToday } from '@sante/shared/calendar-date';
import type { AttendanceResponse } from '@sante/shared/clock-constants';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { addDays, doualaInstant } from '../availability/douala-time';
import type { ClockActor } from './clock-actor';
import { attendanceEntries, loadClockEvents } from './attendance-rows';

/** `GET /api/admin/clock/attendance?date=` (`attendance.read`): every clock event of a Douala day, with anomalies. */
export async function listAttendance(
  db: Db,
  actor: ClockActor,
  date: string | undefined,
  now: Date,
): Promise<AttendanceResponse> {
  const today = doualaToday(now);
  const day = date ?? today;
  const rows = await loadClockEvents(db, doualaInstant(day, 0), doualaInstant(addDays(day, 1), 0));
  const entries = await attendanceEntries(db, rows, day, now, today);
  await audit(db, {
    action: 'clock_event.list',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'clock_event',
    ip: actor.ip,
    requestId: actor.requestId,
    details: { count: entries.length },
  });
  return { date: day, entries };
}
