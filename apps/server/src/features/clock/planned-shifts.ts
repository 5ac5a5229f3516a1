import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityRules } from '../../db/schema/availability';

/** A planned shift: minutes of the Douala day. */
export type PlannedShift = { start: number; end: number };

/** Per carer, per ISO weekday (1-7): the planned shift. */
export type PlannedShifts = Map<string, Map<number, PlannedShift>>;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The planned shift of each carer, derived from their weekly availability (ADR 036): on a weekday, from the start
 * of their first range to the end of their last, whatever the kind of visit. Leave and extra hours are not read:
 * a day of leave with a clock-in shows as worked, which is what happened.
 */
export async function plannedShifts(db: Db, carerIds: readonly string[]): Promise<PlannedShifts> {
  const shifts: PlannedShifts = new Map();
  if (carerIds.length === 0) return shifts;
  const rules = await db
    .select({
      doctorId: availabilityRules.doctorId,
      weekday: availabilityRules.weekday,
      startTime: availabilityRules.startTime,
      endTime: availabilityRules.endTime,
    })
    .from(availabilityRules)
    .where(inArray(availabilityRules.doctorId, [...carerIds]));
  for (const rule of rules) {
    const week = shifts.get(rule.doctorId) ?? new Map<number, PlannedShift>();
    const day = week.get(rule.weekday);
    const start = minutesOf(rule.startTime);
    const end = minutesOf(rule.endTime);
    week.set(rule.weekday, day ? { start: Math.min(day.start, start), end: Math.max(day.end, end) } : { start, end });
    shifts.set(rule.doctorId, week);
  }
  return shifts;
}
