import type { DaySlots } from '@sante/shared/availability-constants';
import { BOOKING_UPDATED_EVENT, type BookingUpdatedMessage, type BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { AdminDashboard } from '@sante/shared/admin-dashboard';
import type { AdminPaymentsResponse, AdminPaymentView, PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { jobs, outboxMessages } from '../../db/schema/jobs';
import { payableSettlements, payments } from '../../db/schema/payments';
import { doctorProfiles } from '../../db/schema/doctors';
import { prescriptions } from '../../db/schema/prescriptions';
import { services } from '../../db/schema/services';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { drainJobsAfter, startVisitIn } from '../../testing/visit-clock';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';
import { renderTemplate } from '../messaging/templates';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let staff: SignedIn;
let homeServiceId: string;
let cabinetServiceId: string;

/** A Monday at least a week ahead (Douala): every slot of it is in the future and beyond the change deadline. */
const MONDAY = (() => {
  const inAWeek = addDays(doualaToday(), 7);
  return addDays(inAWeek, (8 - isoWeekday(inAWeek)) % 7);
})();
const at = (date: string, hour: number, minute = 0) => doualaInstant(date, hour * 60 + minute).toISOString();
const address = { city: 'Douala', neighbourhood: 'Akwa', details: 'Face à la pharmacie du Wouri' };

let keyCounter = 0;
const newKey = () => `booking-key-${Date.now()}-${++keyCounter}`;

/** A doctor with a profile, home visits every Monday 08:00-12:00 (60 min) and cabinet every day, all day (30 min). */
async function doctorWithHours(on: TestServer = server, city = 'Douala'): Promise<SignedIn> {
  const account = await signedIn(on, 'medecin');
  await on.deps.db.insert(doctorProfiles).values({
    userId: account.userId,
    profession: 'medecin',
    specialty: 'medecine_generale',
    licenceNumber: 'ONMC-1',
    city,
    yearsOfExperience: 5,
  });
  const saved = await account.client.put('/api/doctors/me/availability', {
    travelBufferMinutes: 30,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    rules: [
      { kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' },
      ...[2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'cabinet', weekday, start: '00:00', end: '24:00' })),
    ],
    exceptions: [],
  });
  expect(saved.status).toBe(200);
  return account;
}

function homeVisit(doctorId: string | null, startsAt: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceId: homeServiceId,
    kind: 'home_visit',
    doctorId,
    startsAt,
    address,
    paymentChoice: 'cash',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

async function book(client: TestClient, body: Record<string, unknown>): Promise<BookingView> {
  const res = await client.post('/api/bookings', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ booking: BookingView }>().booking;
}

async function messagesTo(userId: string, template: string) {
  return server.deps.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.template, template)));
}

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
  ]);
  doctor = await doctorWithHours();
  const catalogue = await server.deps.db.select().from(services);
  homeServiceId = catalogue.find((service) => service.code === 'home_doctor_consultation')?.id ?? '';
  cabinetServiceId = catalogue.find((service) => service.kind === 'cabinet')?.id ?? '';
});
afterAll(() => server.close());

describe('POST /api/bookings', () => {
  it('books a home visit paid on site: confirmed at once, catalogue price, reference, events, message and reminders', async () => {
    const before = Date.now();
    const booking = await book(patient.client, homeVisit(doctor.userId, at(MONDAY, 8)));
    expect(booking).toMatchObject({
      status: 'confirmed',
      trackingStep: null,
      kind: 'home_visit',
      priceXaf: 20_000,
      paymentChoice: 'cash',
      startsAt: at(MONDAY, 8),
      endsAt: at(MONDAY, 9),
      address: { ...address, latitude: null, longitude: null },
      doctor: { id: doctor.userId, specialty: 'medecine_generale' },
      patient: { id: patient.userId },
      service: { id: homeServiceId, durationMinutes: 45 },
      canChange: true,
      // BOOKING_CHANGE_DEADLINE_MINUTES by default: two hours before the start.
      patientChangeDeadline: at(MONDAY, 6),
    });
    expect(booking.reference).toMatch(/^SAD-[A-HJKMNP-Z2-9]{6}$/);
    expect(booking.events.map((event) => [event.type, event.status, event.actorRole])).toEqual([
      ['created', 'pending', 'patient'],
      ['confirmed', 'confirmed', 'patient'],
    ]);
    expect(Date.parse(booking.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await messagesTo(patient.userId, 'booking_confirmed')).not.toHaveLength(0);
    const reminders = await server.deps.db.select().from(jobs).where(eq(jobs.kind, 'booking.reminder'));
    const mine = reminders.filter((job) => job.payload.bookingId === booking.id);
    expect(mine.map((job) => [job.payload.which, job.runAt.toISOString()]).sort()).toEqual([
      ['1h', at(MONDAY, 7)],
      ['24h', at(addDays(MONDAY, -1), 8)],
    ]);
    // The slot is gone from the doctor's free slots.
    const slots = await server
      .client()
      .get(`/api/doctors/${doctor.userId}/slots?from=${MONDAY}&days=1&kind=home_visit`);
    expect(slots.json<{ days: DaySlots[] }>().days[0]?.morning.map((slot) => slot.label)).toEqual(['10:00', '11:00']);
  });

  it('answers the first booking again to a retry with the same key (200), never a second booking', async () => {
    const body = homeVisit(doctor.userId, at(MONDAY, 10));
    const first = await book(patient.client, body);
    const retries = await Promise.all([1, 2, 3].map(() => patient.client.post('/api/bookings', body)));
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.json<{ booking: BookingView }>().booking.id).toBe(first.id);
    }
    const list = (await patient.client.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(list.filter((booking) => booking.startsAt === at(MONDAY, 10))).toHaveLength(1);
  });

  it('creates exactly one booking out of 50 concurrent requests for one slot; the others get 409 slot_unavailable', async () => {
    const racer = await doctorWithHours();
    const patients = await Promise.all(Array.from({ length: 10 }, () => signedIn(server, 'patient')));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const racing = patients[index % patients.length];
        if (!racing) throw new Error('no patient');
        return racing.client.post('/api/bookings', homeVisit(racer.userId, at(MONDAY, 9)));
      }),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of results.filter((candidate) => candidate.status === 409)) {
      expect(res.json<{ code: string }>().code).toBe('slot_unavailable');
    }
    const planning = (await racer.client.get(`/api/bookings?from=${MONDAY}&to=${MONDAY}`)).json<{
      bookings: BookingView[];
    }>().bookings;
    expect(planning).toHaveLength(1);
  });

  it('refuses a slot the doctor does not offer, a taken one, a bad service or kind, and a home visit without address', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [homeVisit(doctor.userId, at(MONDAY, 8, 30)), 409, 'slot_unavailable'],
      [homeVisit(doctor.userId, at(MONDAY, 8)), 409, 'slot_unavailable'],
      [homeVisit(doctor.userId, at(MONDAY, 14)), 409, 'slot_unavailable'],
      [
        homeVisit(doctor.userId, at(MONDAY, 11), { serviceId: '00000000-0000-4000-8000-000000000000' }),
        400,
        'validation_failed',
      ],
      [homeVisit(doctor.userId, at(MONDAY, 11), { kind: 'cabinet' }), 400, 'validation_failed'],
      [homeVisit(doctor.userId, at(MONDAY, 11), { address: null }), 400, 'validation_failed'],
      [homeVisit(patient.userId, at(MONDAY, 11)), 400, 'validation_failed'],
      [{ ...homeVisit(doctor.userId, at(MONDAY, 11)), startsAt: 'tomorrow' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await patient.client.post('/api/bookings', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    expect((await doctor.client.post('/api/bookings', homeVisit(doctor.userId, at(MONDAY, 11)))).status).toBe(403);
    expect((await server.client().post('/api/bookings', homeVisit(doctor.userId, at(MONDAY, 11)))).status).toBe(401);
  });

  it('books a video consultation by mobile money only: never paid on site (409 cash_not_allowed, ADR 030)', async () => {
    const video = await signedIn(server, 'medecin');
    await server.deps.db.insert(doctorProfiles).values({
      userId: video.userId,
      profession: 'medecin',
      specialty: 'medecine_generale',
      licenceNumber: 'ONMC-2',
      city: 'Douala',
      yearsOfExperience: 5,
    });
    const opened = await video.client.put('/api/doctors/me/availability', {
      travelBufferMinutes: 30,
      slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
      rules: [{ kind: 'teleconsultation', weekday: 1, start: '08:00', end: '12:00' }],
      exceptions: [],
    });
    expect(opened.status).toBe(200);
    const [videoService] = await server.deps.db.select().from(services).where(eq(services.kind, 'teleconsultation'));
    const videoBooking = (paymentChoice: string) =>
      homeVisit(video.userId, at(MONDAY, 9), {
        kind: 'teleconsultation',
        serviceId: videoService?.id,
        address: null,
        paymentChoice,
      });
    const onSite = await otherPatient.client.post('/api/bookings', videoBooking('cash'));
    expect(onSite.status).toBe(409);
    expect(onSite.json<{ code: string }>().code).toBe('cash_not_allowed');
    // A patient of their own: the unpaid booking would count against the hold limit of the others (ADR 023).
    const videoPatient = await signedIn(server, 'patient');
    const booking = await book(videoPatient.client, videoBooking('orange_money'));
    expect(booking).toMatchObject({ kind: 'teleconsultation', status: 'pending', address: null });
  });

  it('books the first available doctor when none is chosen', async () => {
    const tuesday = addDays(MONDAY, 1);
    const booking = await book(patient.client, {
      serviceId: cabinetServiceId,
      kind: 'cabinet',
      doctorId: null,
      startsAt: at(tuesday, 3),
      address: null,
      paymentChoice: 'cash',
      idempotencyKey: newKey(),
    });
    expect(booking.doctor).not.toBeNull();
    expect(booking.address).toBeNull();
    expect(booking.endsAt).toBe(at(tuesday, 3, 30));
  });
});

describe('reading and changing bookings', () => {
  // Each test books as a new patient: one account holds at most MAX_UNPAID_UPCOMING_BOOKINGS unpaid bookings.
  beforeEach(async () => {
    patient = await signedIn(server, 'patient');
  });

  it('scopes every booking endpoint: another patient gets 404, wrong roles 403', async () => {
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 42), 8)));
    const otherDoctor = await doctorWithHours();
    const path = `/api/bookings/${booking.id}`;
    for (const [client, method, suffix, body] of [
      [otherPatient.client, 'GET', '', undefined],
      [otherPatient.client, 'POST', '/cancel', {}],
      [otherPatient.client, 'POST', '/reschedule', { startsAt: at(addDays(MONDAY, 42), 10) }],
      [otherDoctor.client, 'GET', '', undefined],
      [otherDoctor.client, 'POST', '/tracking', { step: 'doctor_en_route' }],
      [otherDoctor.client, 'POST', '/complete', {}],
      [otherDoctor.client, 'POST', '/undo', {}],
    ] as const) {
      const res = await client.request(method, `${path}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    for (const [client, suffix, body] of [
      [patient.client, '/tracking', { step: 'doctor_en_route' }],
      [patient.client, '/complete', {}],
      [patient.client, '/undo', {}],
      [patient.client, '/confirm', {}],
      [patient.client, '/assign', { doctorId: otherDoctor.userId }],
      [doctor.client, '/cancel', {}],
      [doctor.client, '/reschedule', { startsAt: at(MONDAY, 10) }],
      [doctor.client, '/confirm', {}],
      [doctor.client, '/assign', { doctorId: otherDoctor.userId }],
    ] as const) {
      expect((await client.post(`${path}${suffix}`, body)).status, suffix).toBe(403);
    }
    expect((await server.client().get(path)).status).toBe(401);
    expect((await patient.client.get('/api/bookings/not-a-uuid')).status).toBe(404);
    const others = (await otherPatient.client.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(others.map((candidate) => candidate.id)).not.toContain(booking.id);
    expect((await doctor.client.get(path)).json<{ booking: BookingView }>().booking.canChange).toBe(false);
    expect((await staff.client.get(path)).json<{ booking: BookingView }>().booking.canChange).toBe(true);
    const all = (await staff.client.get(`/api/bookings?doctorId=${doctor.userId}`)).json<{ bookings: BookingView[] }>();
    expect(all.bookings.map((candidate) => candidate.id)).toContain(booking.id);
    expect((await staff.client.get('/api/bookings?status=astral')).status).toBe(400);
  });

  it('lets the patient reschedule and cancel before the deadline, only staff after it', async () => {
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 7), 8)));
    const moved = await patient.client.post(`/api/bookings/${booking.id}/reschedule`, {
      startsAt: at(addDays(MONDAY, 7), 10),
    });
    expect(moved.status).toBe(200);
    expect(moved.json<{ booking: BookingView }>().booking).toMatchObject({ startsAt: at(addDays(MONDAY, 7), 10) });
    const cancelled = await patient.client.post(`/api/bookings/${booking.id}/cancel`, { reason: 'Empêchement' });
    expect(cancelled.json<{ booking: BookingView }>().booking).toMatchObject({
      status: 'cancelled',
      canChange: false,
      releasedUnpaid: false,
    });
    expect(await messagesTo(patient.userId, 'booking_cancelled')).not.toHaveLength(0);
    expect((await patient.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(409);
  });

  it('holds the patient to BOOKING_CHANGE_DEADLINE_MINUTES; staff may still change the booking', async () => {
    // Thirty days: a visit next week is already too close for the patient to change it.
    const strict = await startTestServer({ env: { BOOKING_CHANGE_DEADLINE_MINUTES: '43200' } });
    try {
      const [strictPatient, strictStaff, strictDoctor] = await Promise.all([
        signedIn(strict, 'patient'),
        signedIn(strict, 'admin'),
        doctorWithHours(strict),
      ]);
      const catalogue = await strict.deps.db.select().from(services);
      const serviceId = catalogue.find((service) => service.code === 'home_doctor_consultation')?.id;
      const booking = await book(strictPatient.client, {
        ...homeVisit(strictDoctor.userId, at(MONDAY, 8)),
        serviceId,
      });
      expect(booking).toMatchObject({
        canChange: false,
        patientChangeDeadline: new Date(Date.parse(at(MONDAY, 8)) - 30 * 24 * 3_600_000).toISOString(),
      });
      for (const [suffix, body] of [
        ['/cancel', {}],
        ['/reschedule', { startsAt: at(MONDAY, 10) }],
      ] as const) {
        const refused = await strictPatient.client.post(`/api/bookings/${booking.id}${suffix}`, body);
        expect(refused.status, suffix).toBe(409);
        expect(refused.json<{ code: string }>().code).toBe('booking_change_too_late');
      }
      const path = `/api/bookings/${booking.id}`;
      expect((await strictStaff.client.get(path)).json<{ booking: BookingView }>().booking.canChange).toBe(true);
      expect((await strictStaff.client.post(`${path}/cancel`, {})).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('skips "doctor en route" at the cabinet: the consultation starts first, and no en-route message is sent', async () => {
    const enRouteBefore = (await messagesTo(patient.userId, 'doctor_en_route')).length;
    const booking = await book(patient.client, {
      serviceId: cabinetServiceId,
      kind: 'cabinet',
      doctorId: doctor.userId,
      startsAt: at(addDays(MONDAY, 1), 9),
      address: null,
      paymentChoice: 'cash',
      idempotencyKey: newKey(),
    });
    expect(booking.status).toBe('confirmed');
    const track = (step: string) => doctor.client.post(`/api/bookings/${booking.id}/tracking`, { step });
    const enRoute = await track('doctor_en_route');
    expect(enRoute.status).toBe(409);
    expect(enRoute.json<{ code: string }>().code).toBe('booking_invalid_transition');
    expect((await track('consultation_started')).json<{ booking: BookingView }>().booking.trackingStep).toBe(
      'consultation_started',
    );
    // « Ordonnance prête » once the prescription is signed (ADR 034; the prescriptions' own tests sign through the API).
    expect((await track('prescription_ready')).json<{ code: string }>().code).toBe('prescription_not_signed');
    await server.deps.db.insert(prescriptions).values({
      bookingId: booking.id,
      doctorId: doctor.userId,
      patientId: patient.userId,
      status: 'signed',
      signedAt: new Date(),
      prescriber: {
        firstName: 'Test',
        lastName: 'Médecin',
        profession: 'medecin',
        sex: null,
        specialty: 'medecine_generale',
        licenceNumber: 'ONMC-T',
        facility: 'Cabinet',
        professionalAddress: 'Douala',
      },
    });
    expect((await track('prescription_ready')).status).toBe(200);
    expect(await messagesTo(patient.userId, 'doctor_en_route')).toHaveLength(enRouteBefore);
  });

  it('moves the tracking steps forward only, in order, on a confirmed booking; completes after the consultation started', async () => {
    const booking = await book(
      patient.client,
      homeVisit(doctor.userId, at(addDays(MONDAY, 14), 8), { paymentChoice: 'mtn_momo' }),
    );
    expect(booking.status).toBe('pending');
    // The visit started five minutes ago: every step's time has come (the time guards have their own test).
    await startVisitIn(server.deps.db, booking.id, -5);
    const track = (step: string, client = doctor.client) =>
      client.post(`/api/bookings/${booking.id}/tracking`, { step });
    expect((await track('doctor_en_route')).status).toBe(409);
    expect((await staff.client.post(`/api/bookings/${booking.id}/confirm`, {})).status).toBe(200);
    expect((await staff.client.post(`/api/bookings/${booking.id}/confirm`, {})).status).toBe(409);
    expect((await track('consultation_started')).json<{ code: string }>().code).toBe('booking_invalid_transition');
    expect((await doctor.client.post(`/api/bookings/${booking.id}/complete`, {})).status).toBe(409);
    expect((await track('doctor_en_route')).status).toBe(200);
    await drainJobsAfter(server, 31);
    expect(await messagesTo(patient.userId, 'doctor_en_route')).not.toHaveLength(0);
    expect((await track('doctor_en_route')).status).toBe(409);
    expect((await patient.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(409);
    expect((await track('consultation_started', staff.client)).status).toBe(200);
    const done = await doctor.client.post(`/api/bookings/${booking.id}/complete`, {});
    expect(done.status).toBe(200);
    const view = done.json<{ booking: BookingView }>().booking;
    expect(view.status).toBe('completed');
    expect(view.events.map((event) => [event.type, event.step, event.actorRole])).toEqual([
      ['created', null, 'patient'],
      ['confirmed', null, 'admin'],
      ['tracking', 'doctor_en_route', 'medecin'],
      ['tracking', 'consultation_started', 'admin'],
      ['completed', 'consultation_started', 'medecin'],
    ]);
    expect((await track('prescription_ready')).status).toBe(409);
  });

  it('guards the steps in time: en route from 2 h before, the end from the start; each undone within 30 s, the patient told after', async () => {
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 21), 8)));
    const post = (suffix: string, body: object = {}) =>
      doctor.client.post(`/api/bookings/${booking.id}${suffix}`, body);
    const code = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
    const enRouteBefore = (await messagesTo(patient.userId, 'doctor_en_route')).length;

    // Booked weeks ahead, then two hours and one minute ahead: « en route » is refused, and nothing to undo.
    let early = await post('/tracking', { step: 'doctor_en_route' });
    expect([early.status, code(early)]).toEqual([409, 'tracking_too_early']);
    await startVisitIn(server.deps.db, booking.id, 121);
    early = await post('/tracking', { step: 'doctor_en_route' });
    expect([early.status, code(early)]).toEqual([409, 'tracking_too_early']);
    expect(code(await post('/undo'))).toBe('booking_invalid_transition');

    // Within two hours: en route, then undone at once; the patient is never told, and the history forgets it.
    await startVisitIn(server.deps.db, booking.id, 119);
    expect((await post('/tracking', { step: 'doctor_en_route' })).status).toBe(200);
    const undone = await post('/undo');
    expect(undone.status).toBe(200);
    expect(undone.json<{ booking: BookingView }>().booking).toMatchObject({ status: 'confirmed', trackingStep: null });
    expect(undone.json<{ booking: BookingView }>().booking.events.map((event) => event.type)).toEqual([
      'created',
      'confirmed',
    ]);
    await drainJobsAfter(server, 31);
    expect(await messagesTo(patient.userId, 'doctor_en_route')).toHaveLength(enRouteBefore);

    // En route again: told once the 30 seconds have passed, and too late to undo then.
    expect((await post('/tracking', { step: 'doctor_en_route' })).status).toBe(200);
    expect(await messagesTo(patient.userId, 'doctor_en_route')).toHaveLength(enRouteBefore);
    await drainJobsAfter(server, 31);
    expect((await messagesTo(patient.userId, 'doctor_en_route')).length).toBeGreaterThan(enRouteBefore);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 31_000));
      const late = await post('/undo');
      expect([late.status, code(late)]).toEqual([409, 'step_undo_expired']);
    } finally {
      vi.useRealTimers();
    }

    // The consultation may start early, but it ends from its start only.
    expect((await post('/tracking', { step: 'consultation_started' })).status).toBe(200);
    const tooSoon = await post('/complete');
    expect([tooSoon.status, code(tooSoon)]).toEqual([409, 'visit_not_started']);
    await startVisitIn(server.deps.db, booking.id, 0);
    expect((await post('/complete')).status).toBe(200);
    const reopened = await post('/undo');
    expect(reopened.json<{ booking: BookingView }>().booking).toMatchObject({
      status: 'confirmed',
      trackingStep: 'consultation_started',
    });
    expect((await post('/complete')).status).toBe(200);

    const audited = await server.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, booking.id), eq(auditLog.action, 'booking.step_undone')));
    expect(audited.map((row) => row.details)).toEqual([
      { type: 'tracking', step: 'doctor_en_route' },
      { type: 'completed', step: 'consultation_started' },
    ]);
  });

  it('lets staff reassign a booking to a doctor free at that time, and tells the patient', async () => {
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 21), 9)));
    const second = await doctorWithHours();
    const busy = await doctorWithHours();
    const yaounde = await doctorWithHours(server, 'Yaoundé');
    await book(otherPatient.client, homeVisit(busy.userId, at(addDays(MONDAY, 21), 9)));
    // A free carer of another city is not sent to a Douala home visit.
    const elsewhere = await staff.client.post(`/api/bookings/${booking.id}/assign`, { doctorId: yaounde.userId });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      doctorId: ['validation.carerOtherCity'],
    });
    const refused = await staff.client.post(`/api/bookings/${booking.id}/assign`, { doctorId: busy.userId });
    expect(refused.json<{ code: string }>().code).toBe('slot_unavailable');
    const res = await staff.client.post(`/api/bookings/${booking.id}/assign`, { doctorId: second.userId });
    expect(res.status).toBe(200);
    const reassigned = res.json<{ booking: BookingView }>().booking;
    expect(reassigned.doctor).toMatchObject({ id: second.userId, profession: 'medecin' });
    expect(reassigned.events.find((event) => event.type === 'doctor_assigned')).toMatchObject({
      fromDoctor: { id: doctor.userId, firstName: 'Aline', lastName: 'Ekwalla', profession: 'medecin' },
      toDoctor: { id: second.userId, profession: 'medecin' },
    });
    expect((await second.client.get(`/api/bookings/${booking.id}`)).status).toBe(200);
    expect((await doctor.client.get(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect(await messagesTo(patient.userId, 'doctor_assigned')).not.toHaveLength(0);
    expect((await staff.client.post(`/api/bookings/${booking.id}/assign`, { doctorId: patient.userId })).status).toBe(
      400,
    );
  });
});

describe('paying a booking and following it live', () => {
  // Each test books as a new patient: one account holds at most MAX_UNPAID_UPCOMING_BOOKINGS unpaid bookings.
  beforeEach(async () => {
    patient = await signedIn(server, 'patient');
  });

  it('confirms a booking paid by mobile money through the sandbox webhook, with its message and push', async () => {
    const booking = await book(
      patient.client,
      homeVisit(doctor.userId, at(addDays(MONDAY, 28), 8), { paymentChoice: 'mtn_momo' }),
    );
    expect(
      (
        await otherPatient.client.post('/api/payments', {
          payableType: 'booking',
          payableId: booking.id,
          method: 'mtn_momo',
          phone: '674 48 17 21',
          idempotencyKey: newKey(),
        })
      ).status,
    ).toBe(404);
    const started = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: booking.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      amount: 20_000,
      idempotencyKey: newKey(),
    });
    expect(started.status).toBe(201);
    const payment = started.json<PaymentResponse>().payment;
    expect(payment.amount).toBe(20_000);
    const approved = await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    expect(approved.json<PaymentResponse>().payment.status).toBe('succeeded');
    const view = (await patient.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>().booking;
    expect(view).toMatchObject({ status: 'confirmed', paymentId: payment.id, paymentStatus: 'succeeded' });
    expect(view.events.at(-1)).toMatchObject({ type: 'payment_confirmed', status: 'confirmed', actorRole: null });
    const confirmations = await server.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'booking_confirmed')));
    expect(confirmations.length).toBeGreaterThan(0);
    // The booking says how its confirmation went out, to the patient and staff only.
    expect(view.confirmationMessages.length).toBe(confirmations.length);
    expect(view.confirmationMessages.map((message) => message.recipient)).toContain(patient.phone);
    const seenByDoctor = (await doctor.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>();
    expect(seenByDoctor.booking.confirmationMessages).toEqual([]);
    const seenByStaff = (await staff.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>();
    expect(seenByStaff.booking.confirmationMessages).toEqual(view.confirmationMessages);
    const pushes = await server.deps.db.select().from(jobs).where(eq(jobs.kind, 'booking.updated'));
    expect(pushes.some((job) => job.payload.bookingId === booking.id)).toBe(true);
  });

  it('pushes booking:updated to the patient’s socket when the doctor moves the tracking step', async () => {
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 35), 8)));
    await startVisitIn(server.deps.db, booking.id, 60);
    const cookie = [...patient.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: Socket = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: server.baseUrl },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<BookingUpdatedMessage>((resolve) => socket.once(BOOKING_UPDATED_EVENT, resolve));
      expect(
        (await doctor.client.post(`/api/bookings/${booking.id}/tracking`, { step: 'doctor_en_route' })).status,
      ).toBe(200);
      expect(await received).toEqual({ bookingId: booking.id, status: 'confirmed', trackingStep: 'doctor_en_route' });
    } finally {
      socket.disconnect();
    }
    const anonymous = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    const refused = await new Promise<string>((resolve) =>
      anonymous.once('connect_error', (error) => resolve(error.message)),
    );
    expect(refused).toBe('session_missing');
    anonymous.disconnect();
  });
});

describe('refunds', () => {
  // Each test books as a new patient: one account holds at most MAX_UNPAID_UPCOMING_BOOKINGS unpaid bookings.
  beforeEach(async () => {
    patient = await signedIn(server, 'patient');
  });

  it('tells the payer once, on the channels they keep on, that their second payment of a booking will be refunded; one payment tells nothing', async () => {
    const grid = (await patient.client.get('/api/account/notification-preferences')).json<{
      preferences: Record<string, Record<string, boolean>>;
    }>().preferences;
    grid.orders_billing = { sms: true, whatsapp: true, email: false };
    expect((await patient.client.put('/api/account/notification-preferences', { preferences: grid })).status).toBe(200);
    const booking = await book(patient.client, homeVisit(doctor.userId, at(addDays(MONDAY, 63), 8)));
    const startPayment = async (method: 'cash' | 'mtn_momo') => {
      const res = await patient.client.post('/api/payments', {
        payableType: 'booking',
        payableId: booking.id,
        method,
        ...(method === 'cash' ? {} : { phone: '674 48 17 21' }),
        idempotencyKey: newKey(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.json<PaymentResponse>().payment;
    };
    const mobileMoney = await startPayment('mtn_momo');
    const cash = await startPayment('cash');
    const approved = await patient.client.post(`/api/payments/sandbox/${mobileMoney.id}/approve`, {});
    expect(approved.json<PaymentResponse>().payment).toMatchObject({ status: 'succeeded', refundReason: null });
    expect(await messagesTo(patient.userId, 'payment_duplicate'), 'one payment: nothing to refund').toHaveLength(0);
    const seen = (await doctor.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>().booking;
    expect(seen, 'the settling payment, not the newer cash attempt it cancelled').toMatchObject({
      paymentId: mobileMoney.id,
      paymentStatus: 'succeeded',
    });

    const settled = await staff.client.post(`/api/payments/${cash.id}/settle-cash`);
    expect(settled.json<PaymentResponse>().payment).toMatchObject({
      status: 'succeeded',
      refundReason: 'duplicate_payment',
    });
    const told = await server.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'payment_duplicate')));
    expect(told, 'one message, on the phone only (e-mail is off for billing)').toHaveLength(1);
    expect(told[0]).toMatchObject({ recipient: patient.phone, kind: 'orders_billing', locale: 'fr' });
    expect(renderTemplate('payment_duplicate', 'fr', told[0]?.params ?? {})).toBe(
      `Vous avez payé deux fois la réservation ${booking.reference}. Votre second paiement de 20 000 FCFA vous sera remboursé par Santé à Domicile ; le premier reste valable.`,
    );
    expect(renderTemplate('payment_duplicate', 'en', told[0]?.params ?? {})).toBe(
      `You paid booking ${booking.reference} twice. Your second payment of 20 000 FCFA will be refunded by Santé à Domicile; the first one stands.`,
    );
  });

  it('marks a paid booking, once cancelled, as due a refund; staff record it once (audited) and the patient is told', async () => {
    const booking = await book(
      patient.client,
      homeVisit(doctor.userId, at(addDays(MONDAY, 56), 8), { paymentChoice: 'mtn_momo' }),
    );
    const started = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: booking.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: newKey(),
    });
    const payment = started.json<PaymentResponse>().payment;
    await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    const listed = async (query: string) =>
      (await staff.client.get(`/api/admin/payments?${query}`))
        .json<AdminPaymentsResponse>()
        .payments.find((row) => row.id === payment.id);
    expect(await listed(`payableId=${booking.id}`)).toMatchObject({ status: 'succeeded', refundDue: false });
    expect(await listed('refundDue=true')).toBeUndefined();

    expect((await patient.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    expect(await listed('refundDue=true')).toMatchObject({ status: 'succeeded', refundDue: true });

    const path = `/api/admin/payments/${payment.id}/refund`;
    expect((await patient.client.post(path, { reason: 'Remboursé par MoMo' })).status).toBe(403);
    const noReason = await staff.client.post(path, { reason: ' ' });
    expect([noReason.status, noReason.json().code]).toEqual([400, 'validation_failed']);
    const refunded = await staff.client.post(path, { reason: 'Transfert MTN MoMo réf. 8812345' });
    expect(refunded.status).toBe(200);
    expect(refunded.json<{ payment: AdminPaymentView }>().payment).toMatchObject({
      status: 'refunded',
      refundDue: false,
    });
    const again = await staff.client.post(path, { reason: 'Transfert MTN MoMo réf. 8812345' });
    expect([again.status, again.json().code]).toEqual([409, 'payment_not_refundable']);
    expect(
      (await staff.client.post(`/api/admin/payments/${crypto.randomUUID()}/refund`, { reason: 'Rien du tout' })).status,
    ).toBe(404);

    const audits = await server.deps.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.targetId, payment.id)));
    expect(audits).toEqual([
      { actorId: staff.userId, details: { from: 'succeeded', reason: 'Transfert MTN MoMo réf. 8812345' } },
    ]);
    expect(await messagesTo(patient.userId, 'payment_refunded')).not.toHaveLength(0);
    const view = (await patient.client.get(`/api/bookings/${booking.id}`)).json<{ booking: BookingView }>().booking;
    expect(view).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paymentAmount: booking.priceXaf,
      paymentMethod: 'mtn_momo',
    });
  });

  it('marks a booking paid in the transaction of a success and unmarks it with the refund of its last; the dashboard reads the marks (ADR 062)', async () => {
    const booking = await book(
      patient.client,
      homeVisit(doctor.userId, at(addDays(MONDAY, 70), 8), { paymentChoice: 'mtn_momo' }),
    );
    const dashboard = async () =>
      (await staff.client.get('/api/admin/dashboard')).json<{ dashboard: AdminDashboard }>().dashboard;
    const paidAt = async () =>
      (await server.deps.db.select({ at: bookings.paidAt }).from(bookings).where(eq(bookings.id, booking.id)))[0]?.at;
    const settlement = async () =>
      (await server.deps.db.select().from(payableSettlements).where(eq(payableSettlements.payableId, booking.id)))[0];
    const settledAt = async (id: string) =>
      (await server.deps.db.select({ at: payments.settledAt }).from(payments).where(eq(payments.id, id)))[0]?.at;
    const pay = async () => {
      const res = await patient.client.post('/api/payments', {
        payableType: 'booking',
        payableId: booking.id,
        method: 'mtn_momo',
        phone: '674 48 17 21',
        idempotencyKey: newKey(),
      });
      expect(res.status).toBe(201);
      return res.json<PaymentResponse>().payment;
    };
    const refund = async (id: string) =>
      expect(
        (await staff.client.post(`/api/admin/payments/${id}/refund`, { reason: 'Transfert MTN MoMo' })).status,
      ).toBe(200);
    const before = await dashboard();
    expect(await paidAt()).toBeNull();
    const first = await pay();
    const second = await pay();

    await patient.client.post(`/api/payments/sandbox/${first.id}/approve`, {});
    expect(await paidAt()).toEqual(await settledAt(first.id));
    expect(await settlement()).toMatchObject({ paymentId: first.id, amount: booking.priceXaf, refundedAt: null });
    const paid = await dashboard();
    expect(paid.unpaidUpcoming - before.unpaidUpcoming).toBe(-1);
    expect(paid.revenueTodayXaf - before.revenueTodayXaf).toBe(booking.priceXaf);

    // The second attempt, cancelled by the settlement, approved anyway: owed back, the booking paid since the first.
    await patient.client.post(`/api/payments/sandbox/${second.id}/approve`, {});
    expect(await paidAt()).toEqual(await settledAt(first.id));
    expect((await dashboard()).refundsDue - before.refundsDue).toBe(1);
    expect((await patient.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    const cancelled = await dashboard();
    expect(cancelled.refundsDue - before.refundsDue).toBe(2);

    // The settling payment refunded: no longer revenue; the booking stays paid by the second until its refund.
    await refund(first.id);
    expect(await paidAt()).toEqual(await settledAt(second.id));
    expect((await settlement())?.refundedAt).toBeInstanceOf(Date);
    const refunded = await dashboard();
    expect(refunded.revenueTodayXaf).toBe(before.revenueTodayXaf);
    expect(refunded.refundsDue - before.refundsDue).toBe(1);
    await refund(second.id);
    expect(await paidAt()).toBeNull();
    expect((await dashboard()).refundsDue).toBe(before.refundsDue);
  });
});
