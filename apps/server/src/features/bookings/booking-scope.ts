import { PATIENT_CHANGE_DEADLINE_MINUTES, type BookingStatus } from '@sante/shared/booking-constants';
import { isStaffRole, type Role } from '@sante/shared/roles';
import { eq, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/availability';

export type Viewer = { userId: string; role: Role | null };

/**
 * The bookings a caller reaches, as a where-clause (never a check after the fetch): a patient their own, a
 * doctor those assigned to them, staff every booking, anyone else none.
 */
export function bookingScope(viewer: Viewer): SQL | undefined {
  if (isStaffRole(viewer.role)) return undefined;
  if (viewer.role === 'patient') return eq(bookings.patientId, viewer.userId);
  if (viewer.role === 'medecin') return eq(bookings.doctorId, viewer.userId);
  return sql`false`;
}

const CHANGEABLE: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Whether `viewer` may still cancel or reschedule: staff any time, the patient up to the deadline, before any step. */
export function mayChange(
  viewer: Viewer,
  booking: { status: BookingStatus; startsAt: Date; trackingStep: string | null },
  now: Date,
): boolean {
  if (!CHANGEABLE.includes(booking.status) || booking.trackingStep !== null) return false;
  if (isStaffRole(viewer.role)) return true;
  return viewer.role === 'patient' && beforePatientDeadline(booking.startsAt, now);
}

export function beforePatientDeadline(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= PATIENT_CHANGE_DEADLINE_MINUTES * 60_000;
}
