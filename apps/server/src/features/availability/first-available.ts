import type { FirstAvailableResponse, FirstAvailableSlot } from '@sante/shared/availability-constants';
import type { ZFirstAvailableQuerySchema } from '@sante/shared/availability-schemas';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { availabilityExceptions, availabilityRules } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { DOCTORS_PER_SLICE, yieldToEventLoop } from '../../lib/yield-to-event-loop';
import { freeSlotsOn, groupByPeriod, type DoctorAvailabilityInputs } from './compute-free-slots';
import { addDays, datesFrom } from './douala-time';
import { loadAvailabilityInputs } from './load-availability-inputs';

type FirstAvailableQuery = z.output<typeof ZFirstAvailableQuerySchema>;

/** Inputs are loaded a week at a time: most searches end in the first week. */
const WINDOW_DAYS = 7;

/** Active doctors (not banned, verified by staff, in the city if given) who open hours of this kind. */
async function candidateDoctorIds(db: Db, query: FirstAvailableQuery, from: string): Promise<string[]> {
  const openingKind = union(
    db
      .select({ doctorId: availabilityRules.doctorId })
      .from(availabilityRules)
      .where(eq(availabilityRules.visitKind, query.kind)),
    db
      .select({ doctorId: availabilityExceptions.doctorId })
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.kind, 'extra_hours'),
          eq(availabilityExceptions.visitKind, query.kind),
          gte(availabilityExceptions.endDate, from),
        ),
      ),
  );
  const rows = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(
      and(
        eq(userProfiles.role, 'medecin'),
        eq(userProfiles.status, 'active'),
        eq(doctorProfiles.status, 'active'),
        sql`coalesce(${user.banned}, false) = false`,
        query.city ? eq(doctorProfiles.city, query.city) : undefined,
        inArray(doctorProfiles.userId, openingKind),
      ),
    )
    .orderBy(doctorProfiles.userId);
  return rows.map((row) => row.id);
}

/**
 * "Premier disponible": the first local date from `date` (today by default) on which some doctor has a free
 * slot of this kind, with every start time of that day and, for each, the doctor free then with the fewest bookings around
 * that week (ties: the first by id). The rest of that week (inputs already loaded) is checked too, for each day
 * only whether one doctor is free: `freeDates` up to `checkedThrough`, so that every day a picker shows is marked.
 */
export async function findFirstAvailable(
  db: Db,
  query: FirstAvailableQuery,
  now: Date,
): Promise<FirstAvailableResponse> {
  const from = query.date ?? doualaToday(now);
  const doctorIds = await candidateDoctorIds(db, query, from);
  for (let offset = 0; offset < query.days && doctorIds.length > 0; offset += WINDOW_DAYS) {
    const windowDays = Math.min(WINDOW_DAYS, query.days - offset);
    const windowFrom = addDays(from, offset);
    const inputs = await loadAvailabilityInputs(db, doctorIds, windowFrom, windowDays);
    const dates = datesFrom(windowFrom, windowDays);
    for (const [index, date] of dates.entries()) {
      const byStart = new Map<string, { slot: FirstAvailableSlot; load: number }>();
      let computed = 0;
      for (const [doctorId, doctorInputs] of inputs) {
        if (++computed % DOCTORS_PER_SLICE === 0) await yieldToEventLoop();
        const load = doctorInputs.bookings.length;
        for (const slot of freeSlotsOn(doctorInputs, date, [query.kind], now)) {
          const best = byStart.get(slot.startsAt);
          if (!best || load < best.load) byStart.set(slot.startsAt, { slot: { ...slot, doctorId }, load });
        }
      }
      if (byStart.size === 0) continue;
      const slots = [...byStart.values()]
        .map((entry) => entry.slot)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      const laterFree = await freeDatesAmong(inputs, dates.slice(index + 1), query.kind, now);
      return {
        ...groupByPeriod(date, slots),
        freeDates: [date, ...laterFree],
        checkedThrough: dates.at(-1) ?? date,
      };
    }
  }
  return {
    date: null,
    morning: [],
    afternoon: [],
    evening: [],
    freeDates: [],
    checkedThrough: addDays(from, query.days - 1),
  };
}

/** Which of `dates` have a free slot of `kind` with some doctor (the first free doctor settles a day). */
async function freeDatesAmong(
  inputs: ReadonlyMap<string, DoctorAvailabilityInputs>,
  dates: readonly string[],
  kind: FirstAvailableQuery['kind'],
  now: Date,
): Promise<string[]> {
  const free: string[] = [];
  let computed = 0;
  for (const date of dates) {
    for (const doctorInputs of inputs.values()) {
      if (++computed % DOCTORS_PER_SLICE === 0) await yieldToEventLoop();
      if (freeSlotsOn(doctorInputs, date, [kind], now).length > 0) {
        free.push(date);
        break;
      }
    }
  }
  return free;
}
