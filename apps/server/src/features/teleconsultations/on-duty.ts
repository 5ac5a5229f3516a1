import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { isOnDutyAt } from '../availability/compute-free-slots';
import { doualaMinuteOf } from '../availability/douala-time';
import { loadAvailabilityInputs } from '../availability/load-availability-inputs';

/**
 * Active, verified doctors (all of them, or `among`) whose video hours cover `now` and who are not in another
 * consultation (ADR 041).
 */
export async function videoDoctorsOnDuty(db: Db, now: Date, among?: string): Promise<string[]> {
  const doctors = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(
      and(
        eq(doctorProfiles.status, 'active'),
        eq(userProfiles.role, 'medecin'),
        eq(userProfiles.status, 'active'),
        sql`coalesce(${user.banned}, false) = false`,
        among === undefined ? undefined : eq(doctorProfiles.userId, among),
      ),
    );
  const date = doualaToday(now);
  const minute = doualaMinuteOf(now);
  const inputs = await loadAvailabilityInputs(
    db,
    doctors.map((doctor) => doctor.id),
    date,
    1,
  );
  return [...inputs]
    .filter(([, doctorInputs]) => isOnDutyAt(doctorInputs, date, minute, 'teleconsultation', now))
    .map(([doctorId]) => doctorId);
}

/** Whether one doctor is on video duty at `now`. */
export async function isOnVideoDuty(db: Db, doctorId: string, now: Date): Promise<boolean> {
  return (await videoDoctorsOnDuty(db, now, doctorId)).includes(doctorId);
}
