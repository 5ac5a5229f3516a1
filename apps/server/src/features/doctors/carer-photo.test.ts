import type { BookingView } from '@sante/shared/booking-constants';
import { AVAILABILITY_DEFAULTS, WEEKDAYS } from '@sante/shared/availability-constants';
import type { AdminCarer } from '@sante/shared/carer-schemas';
import type { DoctorSearchResponse, PublicDoctor } from '@sante/shared/directory-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomEmail, randomPhone } from '../../testing/factories';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { saveOwnAvailability } from '../availability/own-availability';
import { SAMPLE, send, sha256 } from '../storage/storage-test-helpers';

let server: TestServer;
let operations: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  operations = await signedIn(server, 'personnel_operationnel');
});
afterAll(() => server.close());

async function activeNurseWithPhoto(photo: { bytes: Uint8Array; type: string } | null) {
  const res = await operations.client.post('/api/admin/carers', {
    firstName: 'Rose',
    lastName: 'Ngo Nyemb',
    email: randomEmail('nurse'),
    phone: randomPhone(),
    profession: 'infirmier',
    sex: 'female',
    specialty: 'soins_infirmiers',
    licenceNumber: 'ONIC-2026-118',
    city: 'Douala',
    yearsOfExperience: 6,
    consultationFeeXaf: 8000,
    homeVisitRadiusKm: 8,
    latitude: 4.048,
    longitude: 9.704,
  });
  const carer = res.json<{ carer: AdminCarer }>().carer;
  await saveOwnAvailability(
    server.deps.db,
    { userId: carer.id, role: 'medecin', ip: 't', requestId: 't' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: WEEKDAYS.map((weekday) => ({ kind: 'home_visit' as const, weekday, start: '00:00', end: '24:00' })),
      exceptions: [],
    },
  );
  if (photo) {
    const body = new FormData();
    body.set('file', new Blob([photo.bytes], { type: photo.type }), 'photo');
    const stored = await send(
      operations.client,
      server.baseUrl,
      'POST',
      `/api/admin/carers/${carer.id}/documents/photo`,
      body,
    );
    expect(stored.status).toBe(200);
  }
  expect((await operations.client.post(`/api/admin/carers/${carer.id}/status`, { status: 'active' })).status).toBe(200);
  return carer;
}

const publicCard = async (carerId: string) =>
  (await server.client().get(`/api/doctors/${carerId}/public`)).json<{ doctor: PublicDoctor }>().doctor;

describe('the carer photo patients see', () => {
  it('is in the directory, the public card and the patient’s booking, and its bytes are served while the carer is active', async () => {
    const png = SAMPLE.png(2048);
    const carer = await activeNurseWithPhoto({ bytes: png, type: 'image/png' });
    const card = await publicCard(carer.id);
    expect(card.photoUrl).toMatch(new RegExp(`^/api/doctors/${carer.id}/photo\\?v=\\d+$`));

    const search = await server.client().get('/api/doctors/search?profession=infirmier&perPage=50');
    const listed = search.json<DoctorSearchResponse>().doctors.find((doctor) => doctor.id === carer.id);
    expect(listed?.photoUrl).toBe(card.photoUrl);

    const photo = await server.client().get(card.photoUrl ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = await fetch(`${server.baseUrl}${card.photoUrl ?? ''}`).then((r) => r.arrayBuffer());
    expect(sha256(bytes)).toBe(sha256(png));

    const patient = await signedIn(server, 'patient');
    await insertHomeVisit(server.deps.db, {
      patientId: patient.userId,
      doctorId: carer.id,
      startsAt: new Date(Date.now() + 86_400_000),
      door: { latitude: 4.05, longitude: 9.7 },
    });
    const bookings = (await patient.client.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(bookings[0]?.doctor?.photoUrl).toBe(card.photoUrl);

    const suspended = await operations.client.post(`/api/admin/carers/${carer.id}/status`, {
      status: 'suspended',
      suspension: { reason: 'documents' },
    });
    expect(suspended.status).toBe(200);
    expect((await server.client().get(card.photoUrl ?? '')).status).toBe(404);
    expect((await patient.client.get(card.photoUrl ?? '')).status).toBe(404);
    const after = (await patient.client.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(after[0]?.doctor?.photoUrl).toBeNull();
  });

  it('is absent without a photo, for a PDF, and for a carer not yet verified; other documents are never served', async () => {
    const without = await activeNurseWithPhoto(null);
    expect((await publicCard(without.id)).photoUrl).toBeNull();
    expect((await server.client().get(`/api/doctors/${without.id}/photo`)).status).toBe(404);

    const pdf = await activeNurseWithPhoto({ bytes: SAMPLE.pdf(), type: 'application/pdf' });
    expect((await publicCard(pdf.id)).photoUrl).toBeNull();
    expect((await server.client().get(`/api/doctors/${pdf.id}/photo`)).status).toBe(404);

    const pending = (
      await operations.client.post('/api/admin/carers', {
        firstName: 'Paul',
        lastName: 'Essomba',
        email: randomEmail('nurse'),
        phone: randomPhone(),
        profession: 'infirmier',
        sex: 'male',
        specialty: 'soins_infirmiers',
        licenceNumber: 'ONIC-2026-120',
        city: 'Douala',
        yearsOfExperience: 3,
        consultationFeeXaf: 8000,
        homeVisitRadiusKm: 8,
        latitude: 4.05,
        longitude: 9.7,
      })
    ).json<{ carer: AdminCarer }>().carer;
    const body = new FormData();
    body.set('file', new Blob([SAMPLE.png()], { type: 'image/png' }), 'photo');
    await send(operations.client, server.baseUrl, 'POST', `/api/admin/carers/${pending.id}/documents/photo`, body);
    expect((await server.client().get(`/api/doctors/${pending.id}/photo`)).status).toBe(404);
    expect((await server.client().get('/api/doctors/not-a-uuid/photo')).status).toBe(404);
  });
});
