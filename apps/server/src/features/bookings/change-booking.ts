import type { BookingView } from '@sante/shared/booking-constants';
import { professionForService } from '@sante/shared/catalogue-constants';
import { isStaffRole } from '@sante/shared/roles';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { doctorProfiles } from '../../db/schema/doctors';
import { services } from '../../db/schema/services';
import { AppError } from '../../lib/app-error';
import type { BookingActor } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { notifyPatient, scheduleReminders } from './booking-notifications';
import { patientChangeDeadline } from './booking-scope';
import { freeSlotAt, handOverSlot, lockDoctorSchedule, violatedUniqueIndex } from './booking-slot';
import { patchBooking, updateBooking, type BookingRow } from './update-booking';

type Actor = BookingActor & { userId: string };

/**
 * What a patient may still change: a pending or confirmed booking before any tracking step, and (patients)
 * up to `deadlineMinutes` (BOOKING_CHANGE_DEADLINE_MINUTES) before its start; staff any time.
 */
function assertChangeable(actor: Actor, booking: BookingRow, now: Date, deadlineMinutes: number): void {
  if ((booking.status !== 'pending' && booking.status !== 'confirmed') || booking.trackingStep !== null) {
    throw new AppError('booking_invalid_transition');
  }
  if (!isStaffRole(actor.role) && now > patientChangeDeadline(booking.startsAt, deadlineMinutes)) {
    throw new AppError('booking_change_too_late');
  }
}

/** `POST /api/bookings/{id}/cancel`: frees the slot and tells the patient. */
export function cancelBooking(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  reason: string | undefined,
  now: Date,
): Promise<BookingView> {
  return updateBooking(
    deps,
    actor,
    bookingId,
    async (tx, booking) => {
      assertChangeable(actor, booking, now, deps.env.BOOKING_CHANGE_DEADLINE_MINUTES);
      const cancelled = await patchBooking(tx, booking, {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: actor.userId,
        cancelReason: reason || null,
      });
      await recordBookingEvent(tx, actor, { bookingId, type: 'cancelled', status: 'cancelled' });
      await notifyPatient(tx, deps.env, cancelled, 'booking_cancelled');
      return cancelled;
    },
    now,
  );
}

/** `POST /api/bookings/{id}/reschedule`: another free slot of the same doctor and kind, checked under its lock. */
export async function rescheduleBooking(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  startsAt: Date,
  now: Date,
): Promise<BookingView> {
  try {
    return await updateBooking(
      deps,
      actor,
      bookingId,
      async (tx, booking) => {
        assertChangeable(actor, booking, now, deps.env.BOOKING_CHANGE_DEADLINE_MINUTES);
        await lockDoctorSchedule(tx, booking.doctorId);
        const slot = await freeSlotAt(tx, booking.doctorId, booking.visitKind, startsAt, now, booking);
        if (!slot) throw new AppError('slot_unavailable');
        const moved = await patchBooking(tx, booking, { startsAt, endsAt: new Date(slot.endsAt) });
        await recordBookingEvent(
          tx,
          actor,
          { bookingId, type: 'rescheduled', status: moved.status },
          { from: booking.startsAt.toISOString(), to: moved.startsAt.toISOString() },
        );
        await scheduleReminders(tx, moved, now);
        return moved;
      },
      now,
    );
  } catch (error) {
    if (violatedUniqueIndex(error) === 'bookings_doctor_slot_unique') throw new AppError('slot_unavailable');
    throw error;
  }
}

/**
 * `POST /api/bookings/{id}/assign` (staff): gives the booking to a doctor free at that time for that kind of
 * visit (checked under the new doctor's lock) and tells the patient.
 */
export async function assignDoctor(
  deps: AppDeps,
  actor: Actor,
  bookingId: string,
  doctorId: string,
  isBookable: (doctorId: string) => Promise<boolean>,
  now: Date,
): Promise<BookingView> {
  if (!(await isBookable(doctorId))) {
    throw new AppError('validation_failed', { fieldErrors: { doctorId: ['validation.selectOption'] } });
  }
  try {
    return await updateBooking(
      deps,
      actor,
      bookingId,
      async (tx, booking) => {
        if ((booking.status !== 'pending' && booking.status !== 'confirmed') || booking.trackingStep !== null) {
          throw new AppError('booking_invalid_transition');
        }
        if (booking.doctorId === doctorId) return booking;
        const [carer] = await tx
          .select({ city: doctorProfiles.city, profession: doctorProfiles.profession })
          .from(doctorProfiles)
          .where(eq(doctorProfiles.userId, doctorId));
        if (booking.visitKind === 'home_visit' && booking.address && carer?.city !== booking.address.city) {
          throw new AppError('validation_failed', { fieldErrors: { doctorId: ['validation.carerOtherCity'] } });
        }
        // The booked care decides the profession: a doctor's consultation never goes to a nurse, nor the reverse.
        const [service] = booking.serviceId
          ? await tx.select({ kind: services.kind }).from(services).where(eq(services.id, booking.serviceId))
          : [];
        if (service && carer?.profession !== professionForService(service.kind)) {
          throw new AppError('validation_failed', { fieldErrors: { doctorId: ['validation.carerOtherProfession'] } });
        }
        await lockDoctorSchedule(tx, doctorId);
        // A late visit goes from now on, for the new carer's length (ADR 061).
        const slot = await handOverSlot(tx, doctorId, booking.visitKind, booking.startsAt, now);
        if (!slot) throw new AppError('slot_unavailable');
        const assigned = await patchBooking(tx, booking, { doctorId, endsAt: slot.endsAt });
        await recordBookingEvent(
          tx,
          actor,
          {
            bookingId,
            type: 'doctor_assigned',
            status: assigned.status,
            fromDoctorId: booking.doctorId,
            toDoctorId: doctorId,
          },
          { from: booking.doctorId, to: doctorId },
        );
        await notifyPatient(tx, deps.env, assigned, 'doctor_assigned');
        return assigned;
      },
      now,
    );
  } catch (error) {
    if (violatedUniqueIndex(error) === 'bookings_doctor_slot_unique') throw new AppError('slot_unavailable');
    throw error;
  }
}
