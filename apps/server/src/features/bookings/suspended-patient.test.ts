import type { BookingView } from '@sante/shared/booking-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCarer } from '../../testing/carer-account';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

const HOUR = 3_600_000;
const DOOR = { latitude: 4.03, longitude: 9.7 };

let server: TestServer;
let staff: SignedIn;
let carer: SignedIn;
let suspendedPatient: SignedIn;
let activePatient: SignedIn;
let suspendedVisit: string;
let activeVisit: string;

type Bookings = { bookings: BookingView[] };

beforeAll(async () => {
  server = await startTestServer();
  [staff, suspendedPatient, activePatient] = await Promise.all([
    signedIn(server, 'personnel_operationnel'),
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
  ]);
  carer = await signedInCarer(server);
  // Two hours ahead: inside the care relationship (ADR 031), whatever the hour the suite runs.
  const startsAt = new Date(Date.now() + 2 * HOUR);
  suspendedVisit = await insertHomeVisit(server.deps.db, {
    patientId: suspendedPatient.userId,
    doctorId: carer.userId,
    startsAt,
    door: DOOR,
  });
  activeVisit = await insertHomeVisit(server.deps.db, {
    patientId: activePatient.userId,
    doctorId: carer.userId,
    startsAt: new Date(startsAt.getTime() + 2 * HOUR),
    door: DOOR,
  });
  const suspended = await staff.client.post(`/api/auth/admin/users/${suspendedPatient.userId}/status`, {
    status: 'suspended',
    suspension: { reason: 'conduct', note: '' },
  });
  expect(suspended.status).toBe(200);
});
afterAll(() => server.close());

describe('what a carer sees of a suspended patient’s kept booking (ADR 054, 061)', () => {
  it('keeps the visit on the carer’s planning, marked suspended, without the patient’s number', async () => {
    const res = await carer.client.get('/api/bookings');
    expect(res.status).toBe(200);
    const { bookings } = res.json<Bookings>();
    const kept = bookings.find((booking) => booking.id === suspendedVisit);
    expect(kept).toMatchObject({ status: 'confirmed', contactPhone: null, patient: { suspended: true } });
    // The visit still says where and what: the carer needs it to call the team about it.
    expect(kept?.address?.city).toBe('Douala');
    const other = bookings.find((booking) => booking.id === activeVisit);
    expect(other?.patient.suspended).toBe(false);
    expect(other?.contactPhone).not.toBeNull();
  });

  it('the visit card (one booking) says the same', async () => {
    const res = await carer.client.get(`/api/bookings/${suspendedVisit}`);
    expect(res.status).toBe(200);
    expect(res.json<{ booking: BookingView }>().booking).toMatchObject({
      contactPhone: null,
      patient: { suspended: true },
    });
  });

  it('staff still see the patient’s number, to call them about the visit', async () => {
    const res = await staff.client.get(`/api/bookings/${suspendedVisit}`);
    expect(res.json<{ booking: BookingView }>().booking).toMatchObject({ patient: { suspended: true } });
    expect(res.json<{ booking: BookingView }>().booking.contactPhone).not.toBeNull();
  });

  it('leaves the patient out of the carer’s patients and their record (404) while suspended', async () => {
    const list = await carer.client.get('/api/doctor/patients');
    expect(list.status).toBe(200);
    const ids = list.json<{ patients: { id: string }[] }>().patients.map((patient) => patient.id);
    expect(ids).toContain(activePatient.userId);
    expect(ids).not.toContain(suspendedPatient.userId);
    expect((await carer.client.get(`/api/doctor/patients/${suspendedPatient.userId}/summary`)).status).toBe(404);
  });

  it('another carer never sees the kept booking (404)', async () => {
    const stranger = await signedInCarer(server);
    expect((await stranger.client.get(`/api/bookings/${suspendedVisit}`)).status).toBe(404);
  });
});
