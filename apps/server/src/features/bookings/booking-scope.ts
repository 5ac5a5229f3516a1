import type { BookingStatus } from '@sante/shared/booking-constants';
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

/**
 * Whether `viewer` may still cancel or reschedule: staff any time, the patient up to `deadlineMinutes` before the
 * start (`BOOKING_CHANGE_DEADLINE_MINUTES`), before any tracking step.
 */
export function mayChange(
  viewer: Viewer,
  booking: { status: BookingStatus; startsAt: Date; trackingStep: string | null },
  now: Date,
  deadlineMinutes: number,
): boolean {
  if (!CHANGEABLE.includes(booking.status) || booking.trackingStep !== null) return false;
  if (isStaffRole(viewer.role)) return true;
  return viewer.role === 'patient' && now <= patientChangeDeadline(booking.startsAt, deadlineMinutes);
}

/** The last moment the patient may change a booking starting at `startsAt`. */
export function patientChangeDeadline(startsAt: Date, deadlineMinutes: number): Date {
  return new Date(startsAt.getTime() - deadlineMinutes * 60_000);
}
