import { VISIT_KINDS, type DoctorSlotsResponse } from '@sante/shared/availability-constants';
import type { ZDoctorSlotsQuerySchema } from '@sante/shared/availability-schemas';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import { computeFreeSlots } from './compute-free-slots';
import { loadAvailabilityInputs } from './load-availability-inputs';

type SlotsQuery = z.output<typeof ZDoctorSlotsQuerySchema>;

/**
 * A doctor's free slots over `days` local dates from `from` (today in Douala by default); 404 for a non-doctor,
 * and for a carer not verified or suspended (ADR 032) unless `anyStatus` (the carer themselves, staff).
 */
export async function getDoctorSlots(
  db: Db,
  doctorId: string,
  query: SlotsQuery,
  now: Date,
  anyStatus: boolean,
): Promise<DoctorSlotsResponse> {
  const [doctor] = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .where(and(eq(doctorProfiles.userId, doctorId), anyStatus ? undefined : eq(doctorProfiles.status, 'active')));
  if (!doctor) throw new AppError('not_found');
  const from = query.from ?? doualaToday(now);
  const inputs = (await loadAvailabilityInputs(db, [doctorId], from, query.days)).get(doctorId);
  if (!inputs) throw new AppError('not_found');
  const kinds = query.kind ? [query.kind] : VISIT_KINDS;
  return { days: computeFreeSlots(inputs, { from, days: query.days, kinds, now }) };
}
