import type { ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { notifyUser } from '../messaging/notify-user';
import type { BookingActor } from '../bookings/booking-actor';
import { recordBookingEvent } from '../bookings/booking-events';
import { carerNameFor, scheduleReminders } from '../bookings/booking-notifications';
import { newBookingReference } from '../bookings/booking-reference';
import { violatedUniqueIndex } from '../bookings/booking-slot';
import { publishBookingUpdate } from '../bookings/booking-updates';
import { publishImmediate, selectImmediateRequests } from './immediate-view';
import { isOnVideoDuty } from './on-duty';

/** The consultation booked at acceptance lasts as long as a video slot. */
const CONSULTATION_MINUTES = 30;

/**
 * A doctor on video duty accepts an immediate request (ADR 041). The first one wins: one conditional update on
 * `status = 'open'` before the expiry, under PostgreSQL's row lock; every other gets 409 `immediate_request_taken`.
 * In the same transaction a video consultation is booked with them, starting now, to pay before the call (the
 * patient is sent the payment screen's link); an unpaid one is released like any other (ADR 026).
 */
export async function acceptImmediate(
  deps: Pick<AppDeps, 'db' | 'env' | 'realtime'>,
  doctor: BookingActor & { userId: string },
  id: string,
  now: Date,
): Promise<ImmediateRequestView> {
  if (!(await isOnVideoDuty(deps.db, doctor.userId, now))) throw new AppError('not_on_video_duty');
  const accepted = await deps.db
    .transaction(async (tx) => {
      const [taken] = await tx
        .update(immediateConsultations)
        .set({ status: 'accepted', doctorId: doctor.userId, acceptedAt: now })
        .where(
          and(
            eq(immediateConsultations.id, id),
            eq(immediateConsultations.status, 'open'),
            gt(immediateConsultations.expiresAt, now),
          ),
        )
        .returning();
      if (!taken) return null;
      const [service] = await tx.select().from(services).where(eq(services.id, taken.serviceId));
      if (!service) throw new Error('immediate request without its service');
      const startsAt = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
      const [booking] = await tx
        .insert(bookings)
        .values({
          patientId: taken.patientId,
          doctorId: doctor.userId,
          visitKind: 'teleconsultation',
          startsAt,
          endsAt: new Date(startsAt.getTime() + CONSULTATION_MINUTES * 60_000),
          status: 'pending',
          serviceId: service.id,
          priceXaf: service.priceXaf,
          reference: newBookingReference(),
          paymentChoice: 'mtn_momo',
          reason: taken.reason,
        })
        .returning();
      if (!booking) throw new Error('booking insert returned no row');
      await tx.update(immediateConsultations).set({ bookingId: booking.id }).where(eq(immediateConsultations.id, id));
      await recordBookingEvent(
        tx,
        doctor,
        { bookingId: booking.id, type: 'created', status: 'pending' },
        { serviceId: service.id, doctorId: doctor.userId, priceXaf: service.priceXaf, immediate: true },
      );
      await scheduleReminders(tx, booking, now);
      await notifyUser(tx, deps.env, {
        userId: taken.patientId,
        kind: 'appointments',
        template: 'immediate_consultation_accepted',
        params: {
          doctor: await carerNameFor(tx, booking),
          link: `${deps.env.PUBLIC_URL}/patient/visioconsultation-payment/${booking.id}`,
        },
      });
      await audit(tx, {
        action: 'teleconsultation.immediate_accepted',
        outcome: 'success',
        actorId: doctor.userId,
        actorRole: doctor.role,
        targetType: 'immediate_consultation',
        targetId: id,
        ip: doctor.ip,
        requestId: doctor.requestId,
        details: { bookingId: booking.id },
      });
      return { taken, booking };
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) === 'bookings_doctor_slot_unique') throw new AppError('slot_unavailable');
      throw error;
    });
  if (!accepted) {
    const [exists] = await deps.db
      .select({ id: immediateConsultations.id })
      .from(immediateConsultations)
      .where(eq(immediateConsultations.id, id));
    throw new AppError(exists ? 'immediate_request_taken' : 'not_found');
  }
  publishImmediate(deps, accepted.taken, 'accepted', []);
  publishBookingUpdate(deps, accepted.booking);
  const [view] = await selectImmediateRequests(deps.db, eq(immediateConsultations.id, id));
  if (!view) throw new AppError('not_found');
  return view;
}
