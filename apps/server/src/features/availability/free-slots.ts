import { VISIT_KINDS, type VisitKind } from '@sante/shared/availability-constants';
import type { Db } from '../../db/client';
import { DOCTORS_PER_SLICE, yieldToEventLoop } from '../../lib/yield-to-event-loop';
import { freeSlotsOn } from './compute-free-slots';
import { loadAvailabilityInputs } from './load-availability-inputs';

/**
 * The doctors among `doctorIds` with at least one free slot on the local date `date` (`yyyy-mm-dd`,
 * Douala), of one of `kinds` (any kind by default): one set of queries for all of them (directory search by date).
 */
export async function doctorsWithFreeSlotOn(
  db: Db,
  doctorIds: readonly string[],
  date: string,
  kinds: readonly VisitKind[] = VISIT_KINDS,
  now: Date = new Date(),
): Promise<Set<string>> {
  const inputs = await loadAvailabilityInputs(db, doctorIds, date, 1);
  const free = new Set<string>();
  let computed = 0;
  for (const [doctorId, doctorInputs] of inputs) {
    if (++computed % DOCTORS_PER_SLICE === 0) await yieldToEventLoop();
    if (freeSlotsOn(doctorInputs, date, kinds, now).length > 0) free.add(doctorId);
  }
  return free;
}

/** Whether the doctor has a free slot on the local date `date` (`yyyy-mm-dd`, Douala), of `kind` or of any kind. */
export async function hasFreeSlotOn(db: Db, doctorId: string, date: string, kind?: VisitKind): Promise<boolean> {
  return (await doctorsWithFreeSlotOn(db, [doctorId], date, kind ? [kind] : VISIT_KINDS)).has(doctorId);
}
