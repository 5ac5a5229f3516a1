import type { BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { PaymentView } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { bookingEvents } from '../../db/schema/bookings';
import { doctorProfiles } from '../../db/schema/doctors';
import { outboxMessages } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant } from '../availability/douala-time';
import { releaseUnpaidBookings } from './release-unpaid-bookings';

let server: TestServer;
let doctor: SignedIn;
let cabinetServiceId: string;

/** Slots three days ahead; the test then moves "now" to just before them. */
const DAY = addDays(doualaToday(), 3);
const slot = (n: number) => doualaInstant(DAY, 8 * 60 + n * 30);
let keyCounter = 0;
const key = () => `release-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: doctor.userId,
    profession: 'medecin',
    specialty: 'medecine_generale',
    licenceNumber: 'ONMC-26',
    city: 'Douala',
    yearsOfExperience: 5,
  });
  const saved = await doctor.client.put('/api/doctors/me/availability', {
    travelBufferMinutes: 0,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'cabinet', weekday, start: '08:00', end: '12:00' })),
    exceptions: [],
  });
  expect(saved.status).toBe(200);
  const catalogue = await server.deps.db.select().from(services);
  cabinetServiceId = catalogue.find((service) => service.kind === 'cabinet')?.id ?? '';
});
afterAll(() => server.close());

async function book(patient: SignedIn, n: number, paymentChoice: string): Promise<BookingView> {
  const res = await patient.client.post('/api/bookings', {
    serviceId: cabinetServiceId,
    kind: 'cabinet',
    doctorId: doctor.userId,
    startsAt: slot(n).toISOString(),
    address: null,
    paymentChoice,
    idempotencyKey: key(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ booking: BookingView }>().booking;
}

const minutes = (n: number) => n * 60_000;

describe('unpaid mobile-money bookings near their start', () => {
  it('says until when to pay, then releases the booking at that time (30 min before a cabinet visit) and tells the patient', async () => {
    const patient = await signedIn(server, 'patient');
    const unpaid = await book(patient, 0, 'mtn_momo');
    expect(unpaid.payBy).toBe(new Date(slot(0).getTime() - minutes(30)).toISOString());

    // One minute before its release time: kept.
    expect((await releaseUnpaidBookings(server.deps, new Date(slot(0).getTime() - minutes(31)))).released).toBe(0);
    const released = await releaseUnpaidBookings(server.deps, new Date(slot(0).getTime() - minutes(30)));
    expect(released.released).toBe(1);

    const view = (await patient.client.get(`/api/bookings/${unpaid.id}`)).json<{ booking: BookingView }>().booking;
    expect(view).toMatchObject({ status: 'cancelled', payBy: null, releasedUnpaid: true });
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, unpaid.id));
    expect(row?.cancelReason).toBe('unpaid');
    const events = await server.deps.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, unpaid.id));
    expect(events.map((event) => event.type)).toEqual(['created', 'cancelled']);
    const messages = await server.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'booking_released_unpaid')));
    // One message (on each of the patient's channels) naming the booking.
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((message) => message.params.reference))).toEqual(new Set([unpaid.reference]));

    // The slot is free again for someone else.
    const other = await signedIn(server, 'patient');
    expect((await book(other, 0, 'cash')).status).toBe('confirmed');
  });

  it('never releases a paid booking, a cash booking, nor one paid while the release waited', async () => {
    const patient = await signedIn(server, 'patient');
    const paid = await book(patient, 2, 'orange_money');
    const started = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: paid.id,
      method: 'orange_money',
      phone: '656 01 92 61',
      amount: paid.priceXaf,
      idempotencyKey: key(),
    });
    expect(started.status).toBe(201);
    const payment = started.json<{ payment: PaymentView }>().payment;
    await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    const cash = await book(patient, 3, 'cash');

    const later = new Date(slot(3).getTime() - minutes(1));
    expect((await releaseUnpaidBookings(server.deps, later)).released).toBe(0);
    for (const booking of [paid, cash]) {
      const view = (await patient.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>().booking;
      expect(view).toMatchObject({ status: 'confirmed', payBy: null });
    }
  });

  it('leaves 15 minutes to pay a booking made inside the release window', async () => {
    const patient = await signedIn(server, 'patient');
    const late = await book(patient, 4, 'mtn_momo');
    const createdAt = new Date(slot(4).getTime() - minutes(20));
    await server.deps.db.update(bookings).set({ createdAt }).where(eq(bookings.id, late.id));
    const view = (await patient.client.get(`/api/bookings/${late.id}`)).json<{ booking: BookingView }>().booking;
    expect(view.payBy).toBe(new Date(createdAt.getTime() + minutes(15)).toISOString());
    expect((await releaseUnpaidBookings(server.deps, new Date(createdAt.getTime() + minutes(14)))).released).toBe(0);
    expect((await releaseUnpaidBookings(server.deps, new Date(createdAt.getTime() + minutes(15)))).released).toBe(1);
  });
});

describe('POST /api/bookings/{id}/pay-on-site', () => {
  it('after a refused mobile-money payment, confirms the booking as paid on site, with its message', async () => {
    const patient = await signedIn(server, 'patient');
    const booking = await book(patient, 6, 'mtn_momo');
    const started = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: booking.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      amount: booking.priceXaf,
      idempotencyKey: key(),
    });
    const payment = started.json<{ payment: PaymentView }>().payment;
    await patient.client.post(`/api/payments/sandbox/${payment.id}/decline`, {});

    const res = await patient.client.post(`/api/bookings/${booking.id}/pay-on-site`, {});
    expect(res.status).toBe(200);
    expect(res.json<{ booking: BookingView }>().booking).toMatchObject({
      status: 'confirmed',
      paymentChoice: 'cash',
      payBy: null,
    });
    const told = await server.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'booking_confirmed')));
    expect(told.length).toBeGreaterThan(0);
    // Once confirmed, asking again is refused.
    const again = await patient.client.post(`/api/bookings/${booking.id}/pay-on-site`, {});
    expect(again.status).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('booking_invalid_transition');
  });

  it('is refused to another patient (404), a doctor and staff (403), and without a verified phone (403)', async () => {
    const owner = await signedIn(server, 'patient');
    const booking = await book(owner, 7, 'orange_money');
    const other = await signedIn(server, 'patient');
    expect((await other.client.post(`/api/bookings/${booking.id}/pay-on-site`, {})).status).toBe(404);
    expect((await doctor.client.post(`/api/bookings/${booking.id}/pay-on-site`, {})).status).toBe(403);
    for (const role of ['personnel_operationnel', 'admin'] as const) {
      const staff = await signedIn(server, role);
      expect((await staff.client.post(`/api/bookings/${booking.id}/pay-on-site`, {})).status).toBe(403);
    }
    await server.deps.db.update(user).set({ phoneNumberVerified: false }).where(eq(user.id, owner.userId));
    const unverified = await owner.client.post(`/api/bookings/${booking.id}/pay-on-site`, {});
    expect(unverified.status).toBe(403);
    expect(unverified.json<{ code: string }>().code).toBe('phone_not_verified');
    const view = (await owner.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>().booking;
    expect(view).toMatchObject({ status: 'pending', paymentChoice: 'orange_money' });
  });
});
