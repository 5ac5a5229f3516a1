import type { BookingView } from '@sante/shared/booking-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { createUser, randomPhone } from '../../testing/factories';
import { createAccount, signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** `/admin/consultations`: staff search bookings by reference, patient name or phone; upcoming ones first. */
let server: TestServer;
let staff: SignedIn;
let patientId: string;
const phone = randomPhone();
const HOUR = 3_600_000;
const now = Date.now();
let serial = 0;

async function insertBooking(startsInHours: number, patient = patientId): Promise<string> {
  const startsAt = new Date(now + startsInHours * HOUR);
  const reference = `SAD-S${Date.now().toString(36).toUpperCase()}${++serial}`;
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  const doctorId = (await createAccount(server, 'medecin')).userId;
  await server.deps.db.insert(bookings).values({
    patientId: patient,
    doctorId,
    serviceId: service?.id ?? '',
    visitKind: 'home_visit',
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
    priceXaf: 20_000,
    reference,
    paymentChoice: 'cash',
  });
  return reference;
}

let references: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server, 'personnel_operationnel');
  ({ userId: patientId } = await createUser(server.deps, {
    role: 'patient',
    firstName: 'Hélène',
    lastName: 'Ngono Éyébé',
    phone,
  }));
  // Two past visits (3 days and 30 days ago), two to come (in 2 days and in 10 days), and one in progress.
  references = [];
  for (const hours of [-72, 48, -720, 240, -0.5]) references.push(await insertBooking(hours));
});
afterAll(() => server.close());

async function search(query: Record<string, string>) {
  const res = await staff.client.get(`/api/bookings?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<{ bookings: BookingView[] }>().bookings;
}

describe('staff search of bookings', () => {
  it('finds a booking by its reference, in any case', async () => {
    const reference = references[1] ?? '';
    expect((await search({ q: reference.toLowerCase() })).map((b) => b.reference)).toEqual([reference]);
  });

  it("finds the patient's bookings by name without accents or by phone however it is typed", async () => {
    for (const q of ['helene', 'NGONO EYEBE', 'Éyébé Hélène']) {
      expect((await search({ q })).map((b) => b.reference).sort(), q).toEqual([...references].sort());
    }
    const national = phone.replace('+237', '');
    const spaced = `${national.slice(0, 1)} ${national.slice(1, 3)} ${national.slice(3, 5)} ${national.slice(5)}`;
    for (const q of [national, spaced, phone]) expect(await search({ q }), q).toHaveLength(5);
  });

  it('finds nothing for an unknown text, and takes LIKE wildcards literally', async () => {
    expect(await search({ q: 'Zyxwvu' })).toEqual([]);
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: '_' })).toEqual([]);
    const tooLong = await staff.client.get(`/api/bookings?q=${'a'.repeat(61)}`);
    expect([tooLong.status, tooLong.json().code]).toEqual([400, 'validation_failed']);
  });

  it('order=upcoming: in progress and to come first (soonest first), then the past (most recent first)', async () => {
    const [past3, in2, past30, in10, now0] = references;
    expect((await search({ q: 'helene', order: 'upcoming' })).map((b) => b.reference)).toEqual([
      now0,
      in2,
      in10,
      past3,
      past30,
    ]);
    expect((await search({ q: 'helene' })).map((b) => b.reference)).toEqual([past30, past3, now0, in2, in10]);
  });

  it("a patient's search stays within their own bookings", async () => {
    const other = await signedIn(server, 'patient');
    await insertBooking(72, other.userId);
    const res = await other.client.get(`/api/bookings?q=helene`);
    expect(res.json<{ bookings: BookingView[] }>().bookings).toEqual([]);
  });
});
