import type { BookingView } from '@sante/shared/booking-constants';
import type { PublicDoctor } from '@sante/shared/directory-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { services } from '../../db/schema/services';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let patient: SignedIn;
let doctor: SignedIn;
let serviceId: string;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signedIn(server, 'patient');
  doctor = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: doctor.userId,
    profession: 'medecin',
    specialty: 'medecine_generale',
    licenceNumber: 'ONMC-42',
    city: 'Douala',
    yearsOfExperience: 8,
    consultationFeeXaf: 20_000,
    latitude: 4.05,
    longitude: 9.7,
    homeVisitRadiusKm: 10,
  });
  // Hours every day: the directory offers only carers with free slots in the next 14 days (ADR 027).
  const opened = await doctor.client.put('/api/doctors/me/availability', {
    travelBufferMinutes: 30,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'home_visit', weekday, start: '00:00', end: '24:00' })),
    exceptions: [],
  });
  expect(opened.status).toBe(200);
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  serviceId = service?.id ?? '';
});
afterAll(() => server.close());

/** A booking of `patientId` with the doctor, in the past, with `status`. */
async function visit(patientId: string, status: 'completed' | 'confirmed' | 'cancelled'): Promise<string> {
  const startsAt = new Date(Date.now() - (48 + ++counter) * 3_600_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId,
      doctorId: doctor.userId,
      serviceId,
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status,
      priceXaf: 20_000,
      reference: `SAD-REV${counter}`,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  return row?.id ?? '';
}

async function directoryCard(): Promise<PublicDoctor | undefined> {
  const res = await server.client().get('/api/doctors/search?city=Douala');
  return res.json<{ doctors: PublicDoctor[] }>().doctors.find((card) => card.id === doctor.userId);
}

describe('POST /api/bookings/{id}/review', () => {
  it('rates a completed visit once; the booking shows it and the directory counts it', async () => {
    expect(await directoryCard()).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    const first = await visit(patient.userId, 'completed');
    const rated = await patient.client.post(`/api/bookings/${first}/review`, {
      stars: 5,
      comment: '  Très ponctuel  ',
    });
    expect(rated.status).toBe(201);
    expect(rated.json<{ booking: BookingView }>().booking.review).toEqual({ stars: 5, comment: 'Très ponctuel' });

    const second = await visit(patient.userId, 'completed');
    expect((await patient.client.post(`/api/bookings/${second}/review`, { stars: 4 })).status).toBe(201);
    expect(await directoryCard()).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });

    const again = await patient.client.post(`/api/bookings/${first}/review`, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ code: 'booking_already_reviewed' });
    const list = (await patient.client.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(list.find((booking) => booking.id === first)?.review?.stars).toBe(5);
  });

  it('refuses a visit not completed, another patient, the doctor, and bad stars (never a 500)', async () => {
    const pending = await visit(patient.userId, 'confirmed');
    const early = await patient.client.post(`/api/bookings/${pending}/review`, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.json()).toMatchObject({ code: 'booking_not_completed' });

    const done = await visit(patient.userId, 'completed');
    const other = await signedIn(server, 'patient');
    const stolen = await other.client.post(`/api/bookings/${done}/review`, { stars: 1 });
    expect(stolen.status).toBe(404);
    expect((await doctor.client.post(`/api/bookings/${done}/review`, { stars: 5 })).status).toBe(403);
    expect((await server.client().post(`/api/bookings/${done}/review`, { stars: 5 })).status).toBe(401);
    for (const body of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: '5' },
      {},
      { stars: 3, comment: 'x'.repeat(501) },
    ]) {
      const res = await patient.client.post(`/api/bookings/${done}/review`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patient.client.post('/api/bookings/not-a-uuid/review', { stars: 5 })).status).toBe(404);
    expect(await directoryCard()).toMatchObject({ ratingCount: 2 });
  });
});
