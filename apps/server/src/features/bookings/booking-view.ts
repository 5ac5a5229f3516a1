import {
  UNPAID_CANCEL_REASON,
  unpaidReleaseAt,
  type BookingCarer,
  type BookingView,
} from '@sante/shared/booking-constants';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { bookingEvents } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/jobs';
import { doctorProfiles, doctorReviews } from '../../db/schema/doctors';
import { photoObject, photoOfCarer, photoUrlSql } from '../doctors/carer-photo';
import { payableSettlements, payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { AppError } from '../../lib/app-error';
import { mayChange, patientChangeDeadline, type Viewer } from './booking-scope';
import { isStaffRole } from '@sante/shared/roles';
import { ageOn } from '@sante/shared/calendar-date';
import { patientProfiles } from '../../db/schema/patients';
import { dependents } from '../../db/schema/vaccinations';
import { bookingOrShareHolds } from '../clinic/care-relationship';

const patientProfile = alias(userProfiles, 'patient_profile');
const doctorProfile = alias(userProfiles, 'doctor_profile');

/** At most this many bookings per list (soonest first): a day or a week of planning is far below it. */
const LIST_LIMIT = 500;

/**
 * Bookings as their patient, doctor and staff see them, with their events and payment (the one that settled it,
 * else the latest attempt): three queries whatever the number. `where` must already hold the viewer's scope
 * (`bookingScope`).
 */
export async function loadBookingViews(
  deps: Pick<AppDeps, 'db' | 'env'>,
  where: SQL | undefined,
  viewer: Viewer,
  now: Date,
  order: 'start' | 'upcoming' = 'start',
): Promise<BookingView[]> {
  const { db } = deps;
  const deadlineMinutes = deps.env.BOOKING_CHANGE_DEADLINE_MINUTES;
  const photo = photoObject(db);
  const rows = await db
    .select({
      booking: bookings,
      service: {
        id: services.id,
        code: services.code,
        nameFr: services.nameFr,
        nameEn: services.nameEn,
        durationMinutes: services.durationMinutes,
      },
      patient: {
        firstName: patientProfile.firstName,
        lastName: patientProfile.lastName,
        phone: patientProfile.phone,
        status: patientProfile.status,
      },
      patientBirth: patientProfiles.dateOfBirth,
      patientHasAllergies: patientAllergiesFor(viewer, now),
      dependant: {
        id: dependents.id,
        firstName: dependents.firstName,
        lastName: dependents.lastName,
        dateOfBirth: dependents.dateOfBirth,
      },
      careSummary:
        viewer.role === 'patient'
          ? sql<string | null>`(select n.patient_summary from consultation_notes n
              where n.booking_id = ${bookings.id} and n.shared_at is not null)`
          : sql<null>`null`,
      prescription: sql<{ id: string; status: 'draft' | 'signed' } | null>`(select json_build_object('id', p.id,
          'status', p.status) from prescriptions p where p.booking_id = ${bookings.id}
          ${viewer.role === 'patient' ? sql`and p.status = 'signed'` : sql``})`,
      doctor: { firstName: doctorProfile.firstName, lastName: doctorProfile.lastName, phone: doctorProfile.phone },
      specialty: doctorProfiles.specialty,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      doctorPhotoUrl: sql<string | null>`case when ${doctorProfiles.status} = 'active' then ${photoUrlSql(photo)} end`,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(patientProfile, eq(patientProfile.userId, bookings.patientId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, bookings.patientId))
    .leftJoin(dependents, eq(dependents.id, bookings.dependentId))
    .leftJoin(doctorProfile, eq(doctorProfile.userId, bookings.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, bookings.doctorId))
    .leftJoin(photo, photoOfCarer(photo))
    .where(where)
    .orderBy(...(order === 'upcoming' ? upcomingFirst(now) : [asc(bookings.startsAt), asc(bookings.id)]))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.booking.id);
  const references = rows.flatMap((row) => (row.booking.reference ? [row.booking.reference] : []));
  const seesContacts = viewer.role === 'patient' || isStaffRole(viewer.role);
  const [events, bookingPayments, reviews, confirmations] = await Promise.all([
    db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(asc(bookingEvents.at)),
    // The payment that settled the booking (ADR 020), else the latest attempt.
    db
      .select({
        id: payments.id,
        payableId: payments.payableId,
        status: payments.status,
        amount: payments.amount,
        method: payments.method,
      })
      .from(payments)
      .leftJoin(payableSettlements, eq(payableSettlements.paymentId, payments.id))
      .where(and(eq(payments.payableType, 'booking'), inArray(payments.payableId, ids)))
      .orderBy(sql`${payableSettlements.paymentId} is null`, desc(payments.createdAt)),
    db
      .select({ bookingId: doctorReviews.bookingId, stars: doctorReviews.stars, comment: doctorReviews.comment })
      .from(doctorReviews)
      .where(inArray(doctorReviews.bookingId, ids)),
    // The confirmations sent to the patient (their own contacts): only the patient and staff read them.
    seesContacts && references.length > 0
      ? db
          .select({
            reference: sql<string>`${outboxMessages.params}->>'reference'`,
            userId: outboxMessages.userId,
            channel: outboxMessages.channel,
            recipient: outboxMessages.recipient,
            status: outboxMessages.status,
          })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.template, 'booking_confirmed'),
              inArray(sql`${outboxMessages.params}->>'reference'`, references),
            ),
          )
          .orderBy(asc(outboxMessages.createdAt))
      : Promise.resolve([]),
  ]);
  const carers = await carersOf(
    db,
    events.flatMap((event) => [event.fromDoctorId, event.toDoctorId]),
  );
  return rows.map(
    ({
      booking,
      service,
      patient,
      patientBirth,
      patientHasAllergies,
      dependant,
      careSummary,
      prescription,
      doctor,
      specialty,
      profession,
      doctorPhotoUrl,
      sex,
    }) => {
      const payment = bookingPayments.find((candidate) => candidate.payableId === booking.id) ?? null;
      const suspended = viewer.role !== 'patient' && patient?.status === 'suspended';
      return {
        id: booking.id,
        reference: booking.reference ?? '',
        status: booking.status,
        trackingStep: booking.trackingStep,
        kind: booking.visitKind,
        service,
        doctor:
          doctor && specialty && profession
            ? {
                id: booking.doctorId,
                firstName: doctor.firstName,
                lastName: doctor.lastName,
                specialty,
                profession,
                sex: sex ?? null,
                photoUrl: doctorPhotoUrl,
              }
            : null,
        patient: {
          id: booking.patientId,
          firstName: patient?.firstName ?? '',
          lastName: patient?.lastName ?? '',
          age: viewer.role === 'patient' ? null : ageOn(patientBirth, now),
          hasAllergies: patientHasAllergies,
          suspended,
        },
        reason: booking.reason,
        dependant: dependant
          ? {
              id: dependant.id,
              firstName: dependant.firstName,
              lastName: dependant.lastName,
              age: ageOn(dependant.dateOfBirth, now),
            }
          : null,
        hasPrescriptionPhoto: booking.prescriptionObjectId !== null,
        careSummary,
        prescription: prescription ?? null,
        // A suspended patient is reached by the team only (ADR 061): the carer gets no number.
        contactPhone:
          suspended && !isStaffRole(viewer.role)
            ? null
            : contactPhoneFor(viewer, booking.status, patient?.phone ?? null, doctor?.phone ?? null),
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        address: booking.address,
        priceXaf: booking.priceXaf ?? 0,
        paymentChoice: booking.paymentChoice ?? 'cash',
        paymentId: payment?.id ?? null,
        paymentStatus: payment?.status ?? null,
        paymentAmount: payment?.amount ?? null,
        paymentMethod: payment?.method ?? null,
        canChange: mayChange(viewer, booking, now, deadlineMinutes),
        patientChangeDeadline: patientChangeDeadline(booking.startsAt, deadlineMinutes).toISOString(),
        payBy:
          booking.status === 'pending' && booking.paymentChoice !== 'cash' && payment?.status !== 'succeeded'
            ? unpaidReleaseAt(booking.visitKind, booking.startsAt, booking.createdAt).toISOString()
            : null,
        releasedUnpaid: isReleasedUnpaid(booking),
        confirmationMessages: confirmations
          .filter((message) => message.reference === booking.reference && message.userId === booking.patientId)
          .map(({ channel, recipient, status }) => ({ channel, recipient, status })),
        review: reviewOf(reviews.find((review) => review.bookingId === booking.id)),
        createdAt: booking.createdAt.toISOString(),
        events: events
          .filter((event) => event.bookingId === booking.id)
          .map((event) => ({
            at: event.at.toISOString(),
            actorRole: event.actorRole,
            type: event.type,
            status: event.status,
            step: event.step,
            fromDoctor: carers.get(event.fromDoctorId ?? '') ?? null,
            toDoctor: carers.get(event.toDoctorId ?? '') ?? null,
          })),
      };
    },
  );
}

/**
 * For the booking's carer: whether the patient's record lists allergies, only while their care relationship holds
 * (ADR 031); null for anyone else.
 */
function patientAllergiesFor(viewer: Viewer, now: Date): SQL<boolean | null> {
  if (viewer.role !== 'medecin') return sql<null>`null`;
  return sql<boolean | null>`case when ${bookingOrShareHolds(viewer.userId, bookings.patientId, now)}
    then exists (select 1 from health_entries h where h.patient_id = ${bookings.patientId} and h.kind = 'allergy')
    end`;
}

/** Whether the unpaid-booking job cancelled it (no one did: `cancelledBy` is empty; see release-unpaid-bookings.ts). */
function isReleasedUnpaid(booking: typeof bookings.$inferSelect): boolean {
  return (
    booking.status === 'cancelled' && booking.cancelledBy === null && booking.cancelReason === UNPAID_CANCEL_REASON
  );
}

/** Bookings still to come (or in progress) first, soonest first; then the past ones, most recent first. */
function upcomingFirst(now: Date): SQL[] {
  const past = sql`${bookings.endsAt} <= ${now}`;
  return [asc(past), sql`case when ${past} then null else ${bookings.startsAt} end asc`, desc(bookings.startsAt)];
}

/** The carers named by booking events (who replaced whom), by id, titled by profession on the screens. */
export async function carersOf(db: AppDeps['db'], ids: (string | null)[]): Promise<Map<string, BookingCarer>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: userProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
    })
    .from(userProfiles)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
    .where(inArray(userProfiles.userId, wanted));
  return new Map(
    rows.map((row) => [row.id, { ...row, profession: row.profession ?? 'medecin', sex: row.sex ?? null }]),
  );
}

/**
 * The number the viewer may call about an open booking (issue #11 §3): the assigned carer's for the patient, the
 * patient's for the carer and staff; none once the booking is over or cancelled.
 */
function contactPhoneFor(
  viewer: Viewer,
  status: BookingView['status'],
  patientPhone: string | null,
  doctorPhone: string | null,
): string | null {
  if (status !== 'pending' && status !== 'confirmed') return null;
  return viewer.role === 'patient' ? doctorPhone : patientPhone;
}

/** One booking in the viewer's scope, or 404 (someone else's booking is not found, never forbidden). */
export async function loadBookingView(
  deps: Pick<AppDeps, 'db' | 'env'>,
  id: string,
  scope: SQL | undefined,
  viewer: Viewer,
  now: Date,
) {
  const [view] = await loadBookingViews(deps, and(eq(bookings.id, id), scope), viewer, now);
  if (!view) throw new AppError('not_found');
  return view;
}

function reviewOf(row: { stars: number; comment: string | null } | undefined): BookingView['review'] {
  return row ? { stars: row.stars, comment: row.comment } : null;
}
