import { OFFERED_WITHIN_DAYS, type VisitKind } from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { Db } from '../../db/client';
import { DOCTORS_PER_SLICE, yieldToEventLoop } from '../../lib/yield-to-event-loop';
import { freeSlotsOn, type DoctorAvailabilityInputs } from './compute-free-slots';
import { addDays, datesFrom } from './douala-time';
import { loadAvailabilityInputs } from './load-availability-inputs';

/** Inputs are loaded a week at a time: most carers have a free slot in the first week. */
const WINDOW_DAYS = 7;

/** A carer's next free slot, and the kinds of visit (among those searched) they open hours for. */
export type NextFreeSlot = { startsAt: string; kinds: VisitKind[] };

/** The searched kinds the carer opens hours for: weekly hours, or extra hours in the loaded period. */
function openedKinds(inputs: DoctorAvailabilityInputs, kinds: readonly VisitKind[]): VisitKind[] {
  return kinds.filter(
    (kind) =>
      inputs.rules.some((rule) => rule.kind === kind) ||
      inputs.exceptions.some((exception) => exception.kind === 'extra_hours' && exception.visitKind === kind),
  );
}

/**
 * The first free slot of each of `doctorIds` over the next `OFFERED_WITHIN_DAYS` local days (Douala), of the
 * given kinds; carers without one are absent from the map. Set-based: one load of inputs per week for all the
 * carers still without a slot (two at most), never one query per carer (directory and booking lists).
 */
export async function nextFreeSlots(
  db: Db,
  doctorIds: readonly string[],
  kinds: readonly VisitKind[],
  now: Date,
): Promise<Map<string, NextFreeSlot>> {
  const found = new Map<string, NextFreeSlot>();
  if (kinds.length === 0) return found;
  const today = doualaToday(now);
  let waiting = [...doctorIds];
  for (let offset = 0; offset < OFFERED_WITHIN_DAYS && waiting.length > 0; offset += WINDOW_DAYS) {
    const windowDays = Math.min(WINDOW_DAYS, OFFERED_WITHIN_DAYS - offset);
    const windowFrom = addDays(today, offset);
    const inputs = await loadAvailabilityInputs(db, waiting, windowFrom, windowDays);
    let computed = 0;
    for (const [doctorId, doctorInputs] of inputs) {
      if (++computed % DOCTORS_PER_SLICE === 0) await yieldToEventLoop();
      const open = openedKinds(doctorInputs, kinds);
      if (open.length === 0) continue;
      for (const date of datesFrom(windowFrom, windowDays)) {
        const [first] = freeSlotsOn(doctorInputs, date, open, now);
        if (first) {
          found.set(doctorId, { startsAt: first.startsAt, kinds: open });
          break;
        }
      }
    }
    waiting = waiting.filter((id) => !found.has(id));
  }
  return found;
}
