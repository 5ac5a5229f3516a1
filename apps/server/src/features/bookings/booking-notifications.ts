import { carerName } from '@sante/shared/carer-name';
import { JOIN_OPENS_MINUTES_BEFORE } from '@sante/shared/teleconsultation-constants';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { notifyUser } from '../messaging/notify-user';

type BookingRow = typeof bookings.$inferSelect;

/** The service's name in the patient's language (messages are rendered in it). */
async function serviceNameFor(tx: Db, booking: BookingRow): Promise<string> {
  if (!booking.serviceId) return '';
  const [row] = await tx
    .select({ nameFr: services.nameFr, nameEn: services.nameEn, language: userProfiles.language })
    .from(services)
    .leftJoin(userProfiles, eq(userProfiles.userId, booking.patientId))
    .where(eq(services.id, booking.serviceId));
  if (!row) return '';
  return row.language === 'en' ? row.nameEn : row.nameFr;
}

/** The carer titled by profession (« Infirmière Rose Ngo Nyemb »), in the patient's language. */
export async function carerNameFor(tx: Db, booking: BookingRow): Promise<string> {
  const patient = alias(userProfiles, 'patient_profile');
  const [row] = await tx
    .select({
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      language: patient.language,
    })
    .from(userProfiles)
    .innerJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
    .leftJoin(patient, eq(patient.userId, booking.patientId))
    .where(eq(userProfiles.userId, booking.doctorId));
  return row ? carerName(row, row.language ?? 'fr') : '';
}

type BookingMessage =
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_released_unpaid'
  | 'doctor_assigned'
  | 'doctor_en_route'
  | 'prescription_ready';

/** Queues one of the booking messages to the patient, in the caller's transaction (it exists only if the change does). */
export async function notifyPatient(
  tx: Db,
  env: AppDeps['env'],
  booking: BookingRow,
  message: BookingMessage,
): Promise<void> {
  const userId = booking.patientId;
  const visit = { service: await serviceNameFor(tx, booking), startsAt: booking.startsAt.toISOString() };
  const reference = booking.reference ?? '';
  switch (message) {
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_released_unpaid':
      await notifyUser(tx, env, { userId, kind: 'appointments', template: message, params: { ...visit, reference } });
      return;
    case 'doctor_assigned':
      await notifyUser(tx, env, {
        userId,
        kind: 'appointments',
        template: message,
        params: { ...visit, doctor: await carerNameFor(tx, booking) },
      });
      return;
    case 'doctor_en_route':
      await notifyUser(tx, env, {
        userId,
        kind: 'appointments',
        template: message,
        params: { doctor: await carerNameFor(tx, booking) },
      });
      return;
    case 'prescription_ready':
      await notifyUser(tx, env, {
        userId,
        kind: 'appointments',
        template: message,
        params: { doctor: await carerNameFor(tx, booking), link: `${env.PUBLIC_URL}/patient/consultations` },
      });
      return;
  }
}

export const BOOKING_REMINDER_JOB = 'booking.reminder';
const REMINDERS = [
  { which: '24h', beforeMs: 24 * 3_600_000 },
  { which: '1h', beforeMs: 3_600_000 },
] as const;
/** A video consultation also gets its room's link when the room opens, 10 minutes before (ADR 030). */
const ROOM_OPEN_REMINDER = { which: '10m', beforeMs: JOIN_OPENS_MINUTES_BEFORE * 60_000 } as const;

const VIDEO_REMINDER_TEMPLATES = {
  '24h': 'teleconsultation_reminder_24h',
  '1h': 'teleconsultation_reminder_1h',
  '10m': 'teleconsultation_room_open',
} as const;

/**
 * Queues the reminders 24 h and 1 h before the start (and the room's link 10 minutes before a video consultation),
 * those still in the future, as delayed jobs. Each carries the start it was planned for: after a reschedule the old
 * ones find another start and stay silent.
 */
export async function scheduleReminders(tx: Db, booking: BookingRow, now: Date): Promise<void> {
  const reminders = booking.visitKind === 'teleconsultation' ? [...REMINDERS, ROOM_OPEN_REMINDER] : REMINDERS;
  for (const { which, beforeMs } of reminders) {
    const runAt = new Date(booking.startsAt.getTime() - beforeMs);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueue(
      tx,
      BOOKING_REMINDER_JOB,
      { bookingId: booking.id, which, startsAt: booking.startsAt.toISOString() },
      runAt,
    );
  }
}

/**
 * Sends a reminder only if the booking is still confirmed and still at the planned start (an unpaid video
 * consultation gets a reminder to pay instead).
 */
export function bookingReminderHandler(deps: Pick<AppDeps, 'db' | 'env'>): JobHandler {
  return async (job) => {
    const { bookingId, which, startsAt } = job.payload;
    if (typeof bookingId !== 'string' || (which !== '24h' && which !== '1h' && which !== '10m')) return;
    await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking || booking.startsAt.toISOString() !== startsAt) return;
      const video = booking.visitKind === 'teleconsultation';
      // A video consultation still unpaid (it is released 15 minutes before): the reminder asks to pay it, with
      // the payment screen's link; the room's link is issued only once paid (issue #12).
      if (video && booking.status === 'pending' && booking.paymentChoice !== 'cash' && which !== '10m') {
        await notifyUser(tx, deps.env, {
          userId: booking.patientId,
          kind: 'reminders',
          template: 'teleconsultation_payment_due',
          params: {
            service: await serviceNameFor(tx, booking),
            startsAt: booking.startsAt.toISOString(),
            link: `${deps.env.PUBLIC_URL}/patient/visioconsultation-payment/${booking.id}`,
          },
        });
        return;
      }
      if (booking.status !== 'confirmed') return;
      const service = await serviceNameFor(tx, booking);
      if (video) {
        // Every reminder of a video consultation carries the room's link (issue #12).
        const link = `${deps.env.PUBLIC_URL}/visioconsultation/${booking.id}`;
        await notifyUser(tx, deps.env, {
          userId: booking.patientId,
          kind: 'reminders',
          template: VIDEO_REMINDER_TEMPLATES[which],
          params: { service, startsAt: booking.startsAt.toISOString(), link },
        });
        return;
      }
      if (which === '10m') return;
      await notifyUser(tx, deps.env, {
        userId: booking.patientId,
        kind: 'reminders',
        template: which === '24h' ? 'appointment_reminder_24h' : 'appointment_reminder_1h',
        params: { service, startsAt: booking.startsAt.toISOString() },
      });
    });
  };
}
