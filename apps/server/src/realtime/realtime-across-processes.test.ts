import { BOOKING_UPDATED_EVENT, type BookingUpdatedMessage, type BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfiles } from '../db/schema/doctors';
import { services } from '../db/schema/services';
import { addDays, doualaInstant, isoWeekday } from '../features/availability/douala-time';
import { signIn, createAccount } from '../testing/signed-in-client';
import { createTestDatabase, startTestServer, type TestServer } from '../testing/test-server';
import { startVisitIn } from '../testing/visit-clock';

/**
 * ADR 017: two server processes on one PostgreSQL database share their Socket.IO rooms through
 * `@socket.io/postgres-adapter`. Only with `TEST_DATABASE_URL` (PGlite is one process by construction).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('Socket.IO across server processes (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    if (!('databaseUrl' in testDatabase.target)) throw new Error('expected a PostgreSQL test database');
    const env = { DATABASE_URL: testDatabase.target.databaseUrl };
    a = await startTestServer({ testDatabase, env });
    b = await startTestServer({ testDatabase, env });
  });
  afterAll(async () => {
    await b?.close({ keepDatabase: true });
    await a?.close();
  });

  function socketOn(server: TestServer, cookies: Map<string, string>): Promise<Socket> {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: server.baseUrl },
      reconnection: false,
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('delivers a booking:updated emitted by instance A to a patient socket held by instance B', async () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    const doctorAccount = await createAccount(a, 'medecin');
    await a.deps.db.insert(doctorProfiles).values({
      userId: doctorAccount.userId,
      profession: 'medecin',
      specialty: 'medecine_generale',
      licenceNumber: 'ONMC-18',
      city: 'Douala',
      yearsOfExperience: 5,
    });
    const doctor = await signIn(a, doctorAccount);
    const saved = await doctor.client.put('/api/doctors/me/availability', {
      travelBufferMinutes: 30,
      slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
      rules: [{ kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' }],
      exceptions: [],
    });
    expect(saved.status).toBe(200);
    const [service] = (await a.deps.db.select().from(services)).filter(
      (row) => row.code === 'home_doctor_consultation',
    );
    const inAWeek = addDays(doualaToday(), 7);
    const monday = addDays(inAWeek, (8 - isoWeekday(inAWeek)) % 7);

    const patientAccount = await createAccount(a, 'patient');
    const patientOnA = await signIn(a, patientAccount);
    const created = await patientOnA.client.post('/api/bookings', {
      serviceId: service?.id,
      kind: 'home_visit',
      doctorId: doctor.userId,
      startsAt: doualaInstant(monday, 8 * 60).toISOString(),
      address: { city: 'Douala', neighbourhood: 'Akwa', details: 'Face à la pharmacie du Wouri' },
      paymentChoice: 'cash',
      idempotencyKey: `across-processes-${Date.now()}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = created.json<{ booking: BookingView }>().booking;
    // « En route » opens two hours before the start (issue #13): the visit is brought to within the hour.
    await startVisitIn(a.deps.db, booking.id, 60);

    // The patient's screen is connected to B, with a session cookie B issued.
    const patientOnB = await signIn(b, patientAccount);
    const socket = await socketOn(b, patientOnB.client.cookies);
    try {
      const received = new Promise<BookingUpdatedMessage>((resolve) => socket.once(BOOKING_UPDATED_EVENT, resolve));
      // The doctor's request is handled by A, which emits to the patient's room.
      const moved = await doctor.client.post(`/api/bookings/${booking.id}/tracking`, { step: 'doctor_en_route' });
      expect(moved.status).toBe(200);
      expect(await received).toEqual({ bookingId: booking.id, status: 'confirmed', trackingStep: 'doctor_en_route' });
    } finally {
      socket.disconnect();
    }
  });
});
