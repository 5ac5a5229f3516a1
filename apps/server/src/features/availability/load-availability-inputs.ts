import { AVAILABILITY_DEFAULTS, type ExceptionKind, type VisitKind } from '@sante/shared/availability-constants';
import { SLOT_HOLDING_STATUSES } from '@sante/shared/booking-constants';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  availabilityExceptions,
  availabilityRules,
  availabilitySettings,
  bookings,
} from '../../db/schema/availability';
import type { DoctorAvailabilityInputs } from './compute-free-slots';
import { addDays, doualaInstant } from './douala-time';

/** Bookings up to a day around the period are loaded: more than any travel buffer. */
const BOOKING_MARGIN_DAYS = 1;

function emptyInputs(): DoctorAvailabilityInputs {
  return {
    rules: [],
    exceptions: [],
    bookings: [],
    travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
    slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
  };
}

type RuleRow = [doctorId: string, kind: VisitKind, weekday: number, startMinute: number, endMinute: number];
type ExceptionRow = [
  doctorId: string,
  kind: ExceptionKind,
  visitKind: VisitKind | null,
  startDate: string,
  endDate: string,
  startMinute: number | null,
  endMinute: number | null,
];
type BookingRow = [doctorId: string, kind: VisitKind, startsAtMs: number, endsAtMs: number];
type SettingsRow = [doctorId: string, travelBufferMinutes: number, home: number, cabinet: number, video: number];

/** Minutes since midnight of a `time` column (24:00 gives 1440). */
const minutes = (column: string) => sql.raw(`(extract(epoch from ${column}) / 60)::int`);

/**
 * One JSON array of rows as a single text value: tens of thousands of rows (1,000 doctors' hours and bookings)
 * cost the event loop one native JSON.parse instead of a driver parse and an ORM mapping per row (ADR 019).
 */
function jsonRows(row: SQL, table: PgTable, where: SQL): SQL<string> {
  return sql<string>`(select coalesce(json_agg(json_build_array(${row})), '[]')::text from ${table} where ${where})`;
}

const parse = <Row>(rows: string | undefined): Row[] => (rows ? (JSON.parse(rows) as Row[]) : []);

/**
 * The inputs of the free-slot computation for many doctors over local dates `from` .. `from + days - 1`:
 * one query whatever the number of doctors (never one query per doctor), the doctors' ids sent as one array
 * parameter.
 */
export async function loadAvailabilityInputs(
  db: Db,
  doctorIds: readonly string[],
  from: string,
  days: number,
): Promise<Map<string, DoctorAvailabilityInputs>> {
  const byDoctor = new Map<string, DoctorAvailabilityInputs>(doctorIds.map((id) => [id, emptyInputs()]));
  if (doctorIds.length === 0) return byDoctor;
  const ofDoctors = sql`doctor_id = any(${sql.param([...doctorIds])}::uuid[])`;
  const to = addDays(from, days - 1);
  const busyFrom = doualaInstant(addDays(from, -BOOKING_MARGIN_DAYS), 0).toISOString();
  const busyTo = doualaInstant(addDays(to, 1 + BOOKING_MARGIN_DAYS), 0).toISOString();
  const [loaded] = await db
    .select({
      rules: jsonRows(
        sql`doctor_id, visit_kind, weekday, ${minutes('start_time')}, ${minutes('end_time')}`,
        availabilityRules,
        ofDoctors,
      ),
      exceptions: jsonRows(
        sql`doctor_id, kind, visit_kind, start_date::text, end_date::text, ${minutes('start_time')}, ${minutes('end_time')}`,
        availabilityExceptions,
        sql`${ofDoctors} and end_date >= ${from}::date and start_date <= ${to}::date`,
      ),
      busy: jsonRows(
        sql`doctor_id, visit_kind, (extract(epoch from starts_at) * 1000)::bigint, (extract(epoch from ends_at) * 1000)::bigint`,
        bookings,
        sql`${ofDoctors} and status = any(${sql.param([...SLOT_HOLDING_STATUSES])}::text[])
          and starts_at < ${busyTo}::timestamptz and ends_at > ${busyFrom}::timestamptz`,
      ),
      settings: jsonRows(
        sql`doctor_id, travel_buffer_minutes, home_visit_slot_minutes, cabinet_slot_minutes, teleconsultation_slot_minutes`,
        availabilitySettings,
        ofDoctors,
      ),
    })
    .from(sql`(select 1) as one`);
  const rules = parse<RuleRow>(loaded?.rules);
  const exceptions = parse<ExceptionRow>(loaded?.exceptions);
  const busy = parse<BookingRow>(loaded?.busy);
  const settings = parse<SettingsRow>(loaded?.settings);
  const inputsOf = (doctorId: string) => byDoctor.get(doctorId) ?? emptyInputs();
  for (const [doctorId, kind, weekday, startMinute, endMinute] of rules) {
    inputsOf(doctorId).rules.push({ kind, weekday, startMinute, endMinute });
  }
  for (const [doctorId, kind, visitKind, startDate, endDate, startMinute, endMinute] of exceptions) {
    inputsOf(doctorId).exceptions.push({ kind, visitKind, startDate, endDate, startMinute, endMinute });
  }
  for (const [doctorId, kind, startsAt, endsAt] of busy) {
    inputsOf(doctorId).bookings.push({ kind, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
  }
  for (const [doctorId, travelBufferMinutes, home, cabinet, video] of settings) {
    const inputs = inputsOf(doctorId);
    inputs.travelBufferMinutes = travelBufferMinutes;
    inputs.slotMinutes = { home_visit: home, cabinet, teleconsultation: video };
  }
  return byDoctor;
}

export function slotMinutesOf(row: typeof availabilitySettings.$inferSelect): Record<VisitKind, number> {
  return {
    home_visit: row.homeVisitSlotMinutes,
    cabinet: row.cabinetSlotMinutes,
    teleconsultation: row.teleconsultationSlotMinutes,
  };
}
