import type { FreeSlot, VisitKind } from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeSlotsOn, isFreeFrom } from '../availability/compute-free-slots';
import { doualaMinuteOf } from '../availability/douala-time';
import { loadAvailabilityInputs } from '../availability/load-availability-inputs';

/**
 * Serialises the bookings of one doctor until the transaction ends, so that the free-slot check and the
 * insert see the same bookings (the travel buffer is then respected too); the partial unique index on
 * (doctor, start) stays the last guarantee.
 */
export async function lockDoctorSchedule(tx: Db, doctorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-doctor:${doctorId}`}))`);
}

/**
 * The doctor's free slot of `kind` starting exactly at `startsAt`, computed by the availability code (never
 * trusted from the client), or null. `ignore` leaves out the booking being moved.
 */
export async function freeSlotAt(
  db: Db,
  doctorId: string,
  kind: VisitKind,
  startsAt: Date,
  now: Date,
  ignore?: { startsAt: Date; endsAt: Date },
): Promise<FreeSlot | null> {
  const date = doualaToday(startsAt);
  const inputs = (await loadAvailabilityInputs(db, [doctorId], date, 1)).get(doctorId);
  if (!inputs) return null;
  if (ignore) {
    inputs.bookings = inputs.bookings.filter(
      (busy) =>
        busy.startsAt.getTime() !== ignore.startsAt.getTime() || busy.endsAt.getTime() !== ignore.endsAt.getTime(),
    );
  }
  const iso = startsAt.toISOString();
  return freeSlotsOn(inputs, date, [kind], now).find((slot) => slot.startsAt === iso) ?? null;
}

/**
 * Where a visit's time is for the carer taking it: its own slot while it is to come ({@link freeSlotAt}); once its
 * start has passed (a late visit handed over, ADR 061), from `now` for the carer's usual length if they are on duty
 * and free then. Null when the carer cannot take it.
 */
export async function handOverSlot(
  db: Db,
  doctorId: string,
  kind: VisitKind,
  startsAt: Date,
  now: Date,
): Promise<{ endsAt: Date } | null> {
  if (startsAt.getTime() > now.getTime()) {
    const slot = await freeSlotAt(db, doctorId, kind, startsAt, now);
    return slot ? { endsAt: new Date(slot.endsAt) } : null;
  }
  const date = doualaToday(now);
  const inputs = (await loadAvailabilityInputs(db, [doctorId], date, 1)).get(doctorId);
  if (!inputs || !isFreeFrom(inputs, date, doualaMinuteOf(now), kind, now)) return null;
  return { endsAt: new Date(now.getTime() + inputs.slotMinutes[kind] * 60_000) };
}

/** A unique index the statement violated (`23505`), by name, or null. */
export function violatedUniqueIndex(error: unknown): string | null {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null || !('code' in cause) || cause.code !== '23505') return null;
  return 'constraint' in cause && typeof cause.constraint === 'string' ? cause.constraint : 'unknown';
}
