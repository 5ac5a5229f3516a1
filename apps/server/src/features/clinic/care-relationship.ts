import { CARE_WINDOW, type CareBasis } from '@sante/shared/clinic-constants';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Who acts (a carer — role `medecin`, doctor or nurse —, staff or the patient) and the request they act in. */
export type ClinicActor = { userId: string; role: string | null; ip: string; requestId: string };

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A booking assigned to the carer whose window (24 h before its start to 30 days after its end) holds `now`. */
function bookingInWindow(carerId: string, patientId: AnyPgColumn, now: Date): SQL {
  return sql`exists (select 1 from bookings b where b.doctor_id = ${carerId} and b.patient_id = ${patientId}
    and b.status <> 'cancelled'
    and b.starts_at - make_interval(hours => ${CARE_WINDOW.hoursBefore}) <= ${at(now)}
    and b.ends_at + make_interval(days => ${CARE_WINDOW.daysAfter}) >= ${at(now)})`;
}

function openShare(carerId: string, patientId: AnyPgColumn): SQL {
  return sql`exists (select 1 from record_shares s where s.carer_id = ${carerId} and s.patient_id = ${patientId}
    and s.revoked_at is null)`;
}

/**
 * The patients in the carer's care at `now`, as a where-clause on a patient id column (ADR 031): the ids come from
 * the carer's own bookings, shares and emergency accesses (index scans on the carer), never from a check after
 * the fetch. Anyone else's patient is simply not found.
 */
export function inCareOf(carerId: string, patientId: AnyPgColumn, now: Date): SQL {
  return sql`${patientId} in (
    select b.patient_id from bookings b where b.doctor_id = ${carerId} and b.status <> 'cancelled'
      and b.starts_at - make_interval(hours => ${CARE_WINDOW.hoursBefore}) <= ${at(now)}
      and b.ends_at + make_interval(days => ${CARE_WINDOW.daysAfter}) >= ${at(now)}
    union select s.patient_id from record_shares s where s.carer_id = ${carerId} and s.revoked_at is null
    union select e.patient_id from emergency_accesses e where e.carer_id = ${carerId} and e.expires_at > ${at(now)})`;
}

/** Why the patient is in the carer's care (the strongest basis first); to select next to `inCareOf`. */
export function careBasis(carerId: string, patientId: AnyPgColumn, now: Date): SQL<CareBasis> {
  return sql<CareBasis>`case when ${bookingInWindow(carerId, patientId, now)} then 'booking'
    when ${openShare(carerId, patientId)} then 'share' else 'emergency' end`;
}

/** Whether a booking or a share puts the patient in the carer's care now (what the visit card may show). */
export function bookingOrShareHolds(carerId: string, patientId: AnyPgColumn, now: Date): SQL<boolean> {
  return sql<boolean>`(${bookingInWindow(carerId, patientId, now)} or ${openShare(carerId, patientId)})`;
}

/** The end of the carer's open emergency access to the patient, epoch milliseconds, or null. */
export function emergencyUntil(carerId: string, patientId: AnyPgColumn, now: Date): SQL<number | null> {
  return sql<number | null>`(select (extract(epoch from max(e.expires_at)) * 1000)::float8
    from emergency_accesses e where e.carer_id = ${carerId} and e.patient_id = ${patientId}
    and e.expires_at > ${at(now)})`;
}
