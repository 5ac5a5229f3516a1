import { isBookableVisitKind, type VisitKind } from '@sante/shared/availability-constants';
import type { BookingView } from '@sante/shared/booking-constants';
import type { ZCreateBookingRequestSchema } from '@sante/shared/booking-schemas';
import type { ServiceKind } from '@sante/shared/catalogue-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { SERVICE_CITIES } from '@sante/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { dependents } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import { findFirstAvailable } from '../availability/first-available';
import type { BookingActor } from './booking-actor';
import { recordBookingEvent } from './booking-events';
import { assertBelowHoldLimit, assertPhoneVerified, lockPatientBookings } from './booking-holds';
import { notifyPatient, scheduleReminders } from './booking-notifications';
import { newBookingReference } from './booking-reference';
import { bookingScope } from './booking-scope';
import { freeSlotAt, lockDoctorSchedule, violatedUniqueIndex } from './booking-slot';
import { publishBookingUpdate } from './booking-updates';
import { loadBookingView } from './booking-view';

type CreateBookingInput = z.output<typeof ZCreateBookingRequestSchema>;
type Patient = BookingActor & { userId: string };

/** The kind of visit each kind of service is delivered as (follow-up programmes: any). */
const VISIT_KINDS_OF_SERVICE: Record<ServiceKind, readonly VisitKind[]> = {
  home_visit: ['home_visit'],
  nursing: ['home_visit'],
  sample_collection: ['home_visit'],
  teleconsultation: ['teleconsultation'],
  cabinet: ['cabinet'],
  follow_up: ['home_visit', 'cabinet', 'teleconsultation'],
};

const REFERENCE_ATTEMPTS = 3;

const invalid = (field: string, key = 'validation.selectOption') =>
  new AppError('validation_failed', { fieldErrors: { [field]: [key] } });

/**
 * `POST /api/bookings`: the price and duration come from the catalogue, the slot from the availability code
 * (re-checked under the doctor's lock, in the inserting transaction); a lost race is 409 `slot_unavailable`.
 * A kind of visit not sold yet (`BOOKABLE_VISIT_KINDS`) is 422 `visit_kind_unavailable`. The same idempotency key
 * returns the first booking. Cash: confirmed at once, for a verified phone only;
 * mobile money: pending until paid. At most `MAX_UNPAID_UPCOMING_BOOKINGS` unpaid holds per patient, counted
 * under the patient's lock (ADR 023).
 */
export async function createBooking(
  deps: AppDeps,
  patient: Patient,
  input: CreateBookingInput,
  now: Date,
): Promise<{ booking: BookingView; replayed: boolean }> {
  const viewer = { userId: patient.userId, role: patient.role };
  const view = (id: string) => loadBookingView(deps, id, bookingScope(viewer), viewer, now);
  const previous = await findByKey(deps.db, patient.userId, input.idempotencyKey);
  if (previous) return { booking: await view(previous), replayed: true };
  if (!isBookableVisitKind(input.kind)) throw new AppError('visit_kind_unavailable');
  // A video consultation is paid before the call (ADR 030): never on site.
  if (input.kind === 'teleconsultation' && input.paymentChoice === 'cash') throw new AppError('cash_not_allowed');

  const [service] = await deps.db
    .select()
    .from(services)
    .where(and(eq(services.id, input.serviceId), eq(services.active, true)));
  if (!service) throw invalid('serviceId');
  if (!VISIT_KINDS_OF_SERVICE[service.kind].includes(input.kind)) throw invalid('kind');
  if (input.kind === 'home_visit' && !input.address) throw invalid('address', 'validation.required');
  const startsAt = new Date(input.startsAt);
  if (input.doctorId && !(await isBookableDoctor(deps.db, input.doctorId))) throw invalid('doctorId');
  const doctorId = input.doctorId ?? (await firstAvailableDoctor(deps.db, input, startsAt, now));
  if (input.paymentChoice === 'cash') await assertPhoneVerified(deps.db, patient.userId);
  const dependentId = input.dependentId ?? null;
  if (dependentId && !(await isOwnDependant(deps.db, patient.userId, dependentId))) throw invalid('dependentId');

  for (let attempt = 1; ; attempt++) {
    try {
      const booking = await deps.db.transaction(async (tx) => {
        await lockPatientBookings(tx, patient.userId);
        if (await findByKey(tx, patient.userId, input.idempotencyKey)) return null;
        await assertBelowHoldLimit(tx, patient.userId, now);
        await lockDoctorSchedule(tx, doctorId);
        const slot = await freeSlotAt(tx, doctorId, input.kind, startsAt, now);
        if (!slot) throw new AppError('slot_unavailable');
        const cash = input.paymentChoice === 'cash';
        const [created] = await tx
          .insert(bookings)
          .values({
            patientId: patient.userId,
            doctorId,
            visitKind: input.kind,
            startsAt,
            endsAt: new Date(slot.endsAt),
            status: cash ? 'confirmed' : 'pending',
            serviceId: service.id,
            priceXaf: service.priceXaf,
            reference: newBookingReference(),
            address: input.kind === 'home_visit' ? input.address : null,
            paymentChoice: input.paymentChoice,
            reason: input.reason || null,
            dependentId,
            idempotencyKey: input.idempotencyKey,
          })
          .returning();
        if (!created) throw new Error('booking insert returned no row');
        await recordBookingEvent(
          tx,
          patient,
          { bookingId: created.id, type: 'created', status: 'pending' },
          {
            serviceId: service.id,
            doctorId,
            priceXaf: service.priceXaf,
            paymentChoice: input.paymentChoice,
          },
        );
        if (cash) {
          await recordBookingEvent(tx, patient, { bookingId: created.id, type: 'confirmed', status: 'confirmed' });
          await notifyPatient(tx, deps.env, created, 'booking_confirmed');
        }
        await scheduleReminders(tx, created, now);
        return created;
      });
      if (!booking) break;
      publishBookingUpdate(deps, booking);
      return { booking: await view(booking.id), replayed: false };
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'bookings_doctor_slot_unique') throw new AppError('slot_unavailable');
      if (index === 'bookings_patient_idempotency_unique') break;
      if (index === 'bookings_reference_unique' && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
  // Another request with the same key won: its booking is the answer.
  const winner = await findByKey(deps.db, patient.userId, input.idempotencyKey);
  if (!winner) throw new AppError('slot_unavailable');
  return { booking: await view(winner), replayed: true };
}

async function findByKey(db: Db, patientId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), eq(bookings.idempotencyKey, key)));
  return row?.id ?? null;
}

/** An active doctor account with a professional profile verified by staff (ADR 032). */
export async function isBookableDoctor(db: Db, doctorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(
      and(
        eq(doctorProfiles.userId, doctorId),
        eq(doctorProfiles.status, 'active'),
        eq(userProfiles.role, 'medecin'),
        eq(userProfiles.status, 'active'),
        sql`coalesce(${user.banned}, false) = false`,
      ),
    );
  return row !== undefined;
}

/** "Premier disponible": the doctor availability picks for that exact start (in the visit's city for home visits). */
async function firstAvailableDoctor(db: Db, input: CreateBookingInput, startsAt: Date, now: Date): Promise<string> {
  const city = SERVICE_CITIES.find((candidate) => candidate === input.address?.city);
  const first = await findFirstAvailable(
    db,
    {
      kind: input.kind,
      date: doualaToday(startsAt),
      days: 1,
      ...(input.kind === 'home_visit' && city ? { city } : {}),
    },
    now,
  );
  const iso = startsAt.toISOString();
  const slot = [...first.morning, ...first.afternoon, ...first.evening].find((candidate) => candidate.startsAt === iso);
  if (!slot) throw new AppError('slot_unavailable');
  return slot.doctorId;
}

/** Whether the dependant is the patient's (scoped in the query: another patient's child is not found). */
async function isOwnDependant(db: Db, patientId: string, dependentId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: dependents.id })
    .from(dependents)
    .where(and(eq(dependents.id, dependentId), eq(dependents.guardianId, patientId)));
  return found !== undefined;
}
