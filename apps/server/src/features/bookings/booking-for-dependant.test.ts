import type { BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/services';
import { dependents } from '../../db/schema/vaccinations';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';
import { SAMPLE, send } from '../storage/storage-test-helpers';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let homeServiceId: string;
let childId: string;
let otherChildId: string;

/** A Monday at least a week ahead (Douala): every slot of it is in the future. */
const MONDAY = (() => {
  const inAWeek = addDays(doualaToday(), 7);
  return addDays(inAWeek, (8 - isoWeekday(inAWeek)) % 7);
})();
const at = (hour: number) => doualaInstant(MONDAY, hour * 60).toISOString();
let keyCounter = 0;

function homeVisit(hour: number, overrides: Record<string, unknown> = {}) {
  return {
    serviceId: homeServiceId,
    kind: 'home_visit',
    doctorId: doctor.userId,
    startsAt: at(hour),
    address: { city: 'Douala', neighbourhood: 'Akwa', details: 'Face à la pharmacie du Wouri' },
    paymentChoice: 'cash',
    reason: 'Fièvre depuis hier soir',
    idempotencyKey: `dependant-key-${Date.now()}-${++keyCounter}`,
    ...overrides,
  };
}

const photo = (bytes: Uint8Array, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'ordonnance.jpg');
  return form;
};
const upload = (account: SignedIn, bookingId: string, body: FormData) =>
  send(account.client, server.baseUrl, 'POST', `/api/bookings/${bookingId}/prescription-photo`, body);

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server);
  outsider = await signedInCarer(server);
  const saved = await doctor.client.put('/api/doctors/me/availability', {
    travelBufferMinutes: 0,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    rules: [{ kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' }],
    exceptions: [],
  });
  expect(saved.status).toBe(200);
  const catalogue = await server.deps.db.select().from(services);
  homeServiceId = catalogue.find((service) => service.code === 'home_doctor_consultation')?.id ?? '';
  const born = addDays(doualaToday(), -3 * 365 - 40);
  const [child, otherChild] = await server.deps.db
    .insert(dependents)
    .values([
      { guardianId: patient.userId, firstName: 'Awa', lastName: 'Ndongo', dateOfBirth: born, sex: 'female' },
      { guardianId: otherPatient.userId, firstName: 'Paul', lastName: 'Etoa', dateOfBirth: born, sex: 'male' },
    ])
    .returning({ id: dependents.id });
  childId = child?.id ?? '';
  otherChildId = otherChild?.id ?? '';
});
afterAll(() => server.close());

describe('booking « pour un proche » with the photo of a prescription', () => {
  let bookingId = '';

  it('books for one of my dependants; the carer and staff see for whom (name, age) and the reason', async () => {
    const created = await patient.client.post('/api/bookings', homeVisit(8, { dependentId: childId }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const booking = created.json<{ booking: BookingView }>().booking;
    bookingId = booking.id;
    expect(booking.dependant).toEqual({ id: childId, firstName: 'Awa', lastName: 'Ndongo', age: 3 });
    expect(booking.hasPrescriptionPhoto).toBe(false);
    for (const account of [doctor, admin, operations]) {
      const seen = (await account.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>().booking;
      expect(seen, account.role ?? '').toMatchObject({
        reason: 'Fièvre depuis hier soir',
        dependant: { firstName: 'Awa', age: 3 },
      });
    }
    const forMe = await patient.client.post('/api/bookings', homeVisit(9, { dependentId: null }));
    expect(forMe.json<{ booking: BookingView }>().booking.dependant).toBeNull();
  });

  it("refuses another patient's dependant or a malformed id (400 on the field), and books nothing", async () => {
    for (const dependentId of [otherChildId, crypto.randomUUID(), 'not-a-uuid']) {
      const refused = await patient.client.post('/api/bookings', homeVisit(10, { dependentId }));
      expect(refused.status, dependentId).toBe(400);
      expect(refused.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('dependentId');
    }
    const free = await patient.client.post('/api/bookings', homeVisit(10));
    expect(free.status).toBe(201);
  });

  it('joins the photo once (type checked against the bytes); only my open booking takes it', async () => {
    expect((await upload(patient, bookingId, photo(SAMPLE.exe(), 'image/jpeg'))).status).toBe(415);
    expect((await upload(patient, bookingId, new FormData())).status).toBe(400);
    expect((await upload(otherPatient, bookingId, photo(SAMPLE.jpeg(), 'image/jpeg'))).status).toBe(404);
    expect((await upload(doctor, bookingId, photo(SAMPLE.jpeg(), 'image/jpeg'))).status).toBe(403);
    expect((await upload(patient, crypto.randomUUID(), photo(SAMPLE.jpeg(), 'image/jpeg'))).status).toBe(404);
    expect((await upload(patient, bookingId, photo(SAMPLE.jpeg(2048), 'image/jpeg'))).status).toBe(204);
    const again = await upload(patient, bookingId, photo(SAMPLE.jpeg(), 'image/jpeg'));
    expect(again.status).toBe(409);
    const view = (await doctor.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>().booking;
    expect(view.hasPrescriptionPhoto).toBe(true);
  });

  it('opens the photo for the patient, the carer and staff allowed; others are refused; audited', async () => {
    const path = `/api/bookings/${bookingId}/prescription-photo`;
    for (const account of [patient, doctor, admin]) {
      const res = await account.client.get(path);
      expect(res.status, account.role ?? '').toBe(200);
      const signed = await send(null, server.baseUrl, 'GET', res.json<SignedDocumentUrl>().url);
      expect(signed.status).toBe(200);
      expect(new Uint8Array(await signed.arrayBuffer()).byteLength).toBe(2048);
    }
    expect((await otherPatient.client.get(path)).status).toBe(404);
    expect((await outsider.client.get(path)).status).toBe(404);
    expect((await operations.client.get(path)).status).toBe(403);
    expect((await server.client().get(path)).status).toBe(401);
    expect((await doctor.client.get('/api/bookings/not-a-uuid/prescription-photo')).status).toBe(404);
    const audited = await server.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, bookingId), eq(auditLog.action, 'booking.prescription_photo_read')));
    expect(new Set(audited.map((row) => row.actorId))).toEqual(new Set([patient.userId, doctor.userId, admin.userId]));
  });
});
