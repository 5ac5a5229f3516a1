import { AVAILABILITY_DEFAULTS, minuteOfDay, type VisitKind } from '@sante/shared/availability-constants';
import { SLOT_HOLDING_STATUSES } from '@sante/shared/booking-constants';
import { and, gt, gte, inArray, lt, lte } from 'drizzle-orm';
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

/**
 * The inputs of the free-slot computation for many doctors over local dates `from` .. `from + days - 1`:
 * four set-based queries whatever the number of doctors (never one query per doctor).
 */
export async function loadAvailabilityInputs(
  db: Db,
  doctorIds: readonly string[],
  from: string,
  days: number,
): Promise<Map<string, DoctorAvailabilityInputs>> {
  const byDoctor = new Map<string, DoctorAvailabilityInputs>(doctorIds.map((id) => [id, emptyInputs()]));
  if (doctorIds.length === 0) return byDoctor;
  const ids = [...doctorIds];
  const to = addDays(from, days - 1);
  const [rules, exceptions, busy, settings] = await Promise.all([
    db.select().from(availabilityRules).where(inArray(availabilityRules.doctorId, ids)),
    db
      .select()
      .from(availabilityExceptions)
      .where(
        and(
          inArray(availabilityExceptions.doctorId, ids),
          gte(availabilityExceptions.endDate, from),
          lte(availabilityExceptions.startDate, to),
        ),
      ),
    db
      .select({
        doctorId: bookings.doctorId,
        kind: bookings.visitKind,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.doctorId, ids),
          inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
          lt(bookings.startsAt, doualaInstant(addDays(to, 1 + BOOKING_MARGIN_DAYS), 0)),
          gt(bookings.endsAt, doualaInstant(addDays(from, -BOOKING_MARGIN_DAYS), 0)),
        ),
      ),
    db.select().from(availabilitySettings).where(inArray(availabilitySettings.doctorId, ids)),
  ]);
  const inputsOf = (doctorId: string) => byDoctor.get(doctorId) ?? emptyInputs();
  for (const rule of rules) {
    inputsOf(rule.doctorId).rules.push({
      kind: rule.visitKind,
      weekday: rule.weekday,
      startMinute: minuteOfDay(rule.startTime),
      endMinute: minuteOfDay(rule.endTime),
    });
  }
  for (const exception of exceptions) {
    inputsOf(exception.doctorId).exceptions.push({
      kind: exception.kind,
      visitKind: exception.visitKind,
      startDate: exception.startDate,
      endDate: exception.endDate,
      startMinute: exception.startTime === null ? null : minuteOfDay(exception.startTime),
      endMinute: exception.endTime === null ? null : minuteOfDay(exception.endTime),
    });
  }
  for (const { doctorId, ...booking } of busy) inputsOf(doctorId).bookings.push(booking);
  for (const row of settings) {
    const inputs = inputsOf(row.doctorId);
    inputs.travelBufferMinutes = row.travelBufferMinutes;
    inputs.slotMinutes = slotMinutesOf(row);
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
