import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The carer's visits with a patient, for the list and the record: epoch milliseconds (same on pg and PGlite). */
export function visitTimes(carerId: string, patientId: AnyPgColumn, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const next = sql`(select n.starts_at, n.reference from bookings n where n.patient_id = ${patientId}
    and n.doctor_id = ${carerId} and n.status in ('pending', 'confirmed') and n.starts_at > ${at}
    order by n.starts_at limit 1)`;
  return {
    /** The last visit that has started (not cancelled). */
    lastVisitAt: sql<number | null>`(select (extract(epoch from max(v.starts_at)) * 1000)::float8 from bookings v
      where v.patient_id = ${patientId} and v.doctor_id = ${carerId} and v.status <> 'cancelled'
      and v.starts_at <= ${at})`,
    /** The next visit still to come. */
    nextVisitAt: sql<number | null>`(select (extract(epoch from x.starts_at) * 1000)::float8 from ${next} x)`,
    nextBookingReference: sql<string | null>`(select x.reference from ${next} x)`,
  };
}

/** A time read as epoch milliseconds, as ISO. */
export function isoOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(epochMs).toISOString();
}
