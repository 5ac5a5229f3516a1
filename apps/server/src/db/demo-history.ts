import type { BookingAddress, TrackingStep } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { PaymentMethod } from '@sante/shared/payment-constants';
import type { VisitKind } from '@sante/shared/availability-constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app-context';
import { addDays, doualaInstant } from '../features/availability/douala-time';
import { newBookingReference } from '../features/bookings/booking-reference';
import { refreshBookingPaid } from '../features/bookings/booking-paid';
import { issueBookingInvoice } from '../features/invoices/issue-booking-invoice';
import { user } from './schema/auth';
import { bookings } from './schema/availability';
import { bookingEvents } from './schema/bookings';
import { doctorReviews } from './schema/doctors';
import { payableSettlements, payments } from './schema/payments';
import { services } from './schema/services';

/** One past visit of the demo patient. `daysAgo` counts from today in Douala; `lastYear` pins it to a date of last year. */
type PastVisit = {
  key: string;
  doctorEmail: string;
  serviceCode: string;
  kind: VisitKind;
  when: { daysAgo: number } | { lastYear: string };
  /** Minutes after midnight, Douala time. */
  minute: number;
  method: PaymentMethod;
  review?: { stars: number; comment: string };
};

const AKWA: BookingAddress = {
  city: 'Douala',
  neighbourhood: 'Akwa',
  details: 'Rue Joss, immeuble bleu en face de la pharmacie du Wouri, 3e étage',
  latitude: 4.0511,
  longitude: 9.7043,
};

/**
 * The demo patient's history: visits at home, at the cabinet and by video, paid by mobile money (the sandbox)
 * or in cash, all completed at least two weeks ago (the planning, the free slots and this week's screens are
 * untouched), two from last year so that `/admin/factures-anciennes` has a closed year to show.
 */
const PAST_VISITS: readonly PastVisit[] = [
  {
    key: 'demo-history-1',
    doctorEmail: 'medecin@demo.cm',
    serviceCode: 'video_teleconsultation',
    kind: 'teleconsultation',
    when: { lastYear: '10-14' },
    minute: 9 * 60,
    method: 'mtn_momo',
    review: { stars: 5, comment: 'Très à l’écoute, ordonnance reçue tout de suite.' },
  },
  {
    key: 'demo-history-2',
    doctorEmail: 'infirmiere.douala@demo.cm',
    serviceCode: 'home_injection',
    kind: 'home_visit',
    when: { lastYear: '12-03' },
    minute: 15 * 60 + 30,
    method: 'cash',
  },
  {
    key: 'demo-history-3',
    doctorEmail: 'cardiologue.douala@demo.cm',
    serviceCode: 'cabinet_consultation',
    kind: 'cabinet',
    when: { daysAgo: 40 },
    minute: 10 * 60,
    method: 'orange_money',
    review: { stars: 4, comment: 'Consultation claire, un peu d’attente au cabinet.' },
  },
  {
    key: 'demo-history-4',
    doctorEmail: 'pediatre.douala@demo.cm',
    serviceCode: 'home_doctor_consultation',
    kind: 'home_visit',
    when: { daysAgo: 26 },
    minute: 17 * 60,
    method: 'mtn_momo',
    review: { stars: 5, comment: 'Arrivée en 35 minutes, très douce avec ma fille.' },
  },
  {
    key: 'demo-history-5',
    doctorEmail: 'medecin@demo.cm',
    serviceCode: 'video_teleconsultation',
    kind: 'teleconsultation',
    when: { daysAgo: 15 },
    minute: 20 * 60,
    method: 'mtn_momo',
  },
];

function visitDate(when: PastVisit['when'], today: string): string {
  if ('daysAgo' in when) return addDays(today, -when.daysAgo);
  return `${Number(today.slice(0, 4)) - 1}-${when.lastYear}`;
}

const minutes = (count: number) => count * 60_000;

/**
 * Seeds the demo patient's past visits, each with its events, its succeeded payment, its invoice (numbered by
 * the same code as a real one) and sometimes a rating. Idempotent: a visit already there (its key) is skipped.
 */
export async function seedDemoHistory(deps: Pick<AppDeps, 'db'>, today = doualaToday()): Promise<number> {
  const emails = ['patient@demo.cm', ...new Set(PAST_VISITS.map((visit) => visit.doctorEmail))];
  const accounts = await deps.db
    .select({ id: user.id, email: user.email, phone: user.phoneNumber })
    .from(user)
    .where(inArray(user.email, emails));
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  const patient = byEmail.get('patient@demo.cm');
  if (!patient) return 0;
  const catalogue = await deps.db
    .select({ id: services.id, code: services.code, price: services.priceXaf, duration: services.durationMinutes })
    .from(services);

  let created = 0;
  for (const visit of PAST_VISITS) {
    const doctor = byEmail.get(visit.doctorEmail);
    const service = catalogue.find((entry) => entry.code === visit.serviceCode);
    if (!doctor || !service) continue;
    const [existing] = await deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.patientId, patient.id), eq(bookings.idempotencyKey, visit.key)));
    if (existing) continue;
    const startsAt = doualaInstant(visitDate(visit.when, today), visit.minute);
    const endsAt = new Date(startsAt.getTime() + minutes(service.duration));
    const bookedAt = new Date(startsAt.getTime() - minutes(26 * 60));
    const paidAt = new Date(bookedAt.getTime() + minutes(2));
    await deps.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(bookings)
        .values({
          patientId: patient.id,
          doctorId: doctor.id,
          visitKind: visit.kind,
          startsAt,
          endsAt,
          status: 'completed',
          createdAt: bookedAt,
          updatedAt: endsAt,
          serviceId: service.id,
          priceXaf: service.price,
          reference: newBookingReference(),
          address: visit.kind === 'home_visit' ? AKWA : null,
          paymentChoice: visit.method,
          trackingStep: 'prescription_ready',
          idempotencyKey: visit.key,
        })
        .returning();
      if (!booking) throw new Error('demo booking not inserted');
      // En route 35 minutes before (home visits), started on time, prescription just before the end.
      const steps: [TrackingStep, Date][] = [
        ...(visit.kind === 'home_visit'
          ? ([['doctor_en_route', new Date(startsAt.getTime() - minutes(35))]] as [TrackingStep, Date][])
          : []),
        ['consultation_started', startsAt],
        ['prescription_ready', new Date(endsAt.getTime() - minutes(5))],
      ];
      const patientActor = { actorId: patient.id, actorRole: 'patient' };
      const doctorActor = { actorId: doctor.id, actorRole: 'medecin' };
      await tx.insert(bookingEvents).values([
        { bookingId: booking.id, at: bookedAt, ...patientActor, type: 'created', status: 'pending' },
        visit.method === 'cash'
          ? { bookingId: booking.id, at: bookedAt, ...patientActor, type: 'confirmed', status: 'confirmed' }
          : {
              bookingId: booking.id,
              at: paidAt,
              actorId: null,
              actorRole: null,
              type: 'payment_confirmed',
              status: 'confirmed',
            },
        ...steps.map(([step, at]) => ({
          bookingId: booking.id,
          at,
          ...doctorActor,
          type: 'tracking',
          status: 'confirmed' as const,
          step,
        })),
        { bookingId: booking.id, at: endsAt, ...doctorActor, type: 'completed', status: 'completed' },
      ]);
      const settledAt = visit.method === 'cash' ? endsAt : paidAt;
      const [payment] = await tx
        .insert(payments)
        .values({
          payableType: 'booking',
          payableId: booking.id,
          payerId: patient.id,
          amount: service.price,
          provider: visit.method === 'cash' ? 'cash' : 'sandbox',
          method: visit.method,
          phone: visit.method === 'cash' ? null : patient.phone,
          status: 'succeeded',
          providerReference: `${visit.key}-payment`,
          idempotencyScope: patient.id,
          idempotencyKey: `${visit.key}-payment`,
          initiatedAt: visit.method === 'cash' ? null : bookedAt,
          settledAt,
          createdAt: visit.method === 'cash' ? endsAt : bookedAt,
          updatedAt: settledAt,
        })
        .returning();
      if (!payment) throw new Error('demo payment not inserted');
      // The payment settles its booking, as every success does (ADR 020): the teleconsultation lists read it; the
      // booking is marked paid (ADR 062).
      await tx
        .insert(payableSettlements)
        .values({
          payableType: 'booking',
          payableId: booking.id,
          paymentId: payment.id,
          settledAt,
          amount: payment.amount,
        });
      await refreshBookingPaid(tx, payment);
      await issueBookingInvoice(tx, payment);
      if (visit.review) {
        await tx.insert(doctorReviews).values({
          bookingId: booking.id,
          patientId: patient.id,
          doctorId: doctor.id,
          stars: visit.review.stars,
          comment: visit.review.comment,
          createdAt: new Date(endsAt.getTime() + minutes(90)),
        });
      }
    });
    created++;
  }
  return created;
}
