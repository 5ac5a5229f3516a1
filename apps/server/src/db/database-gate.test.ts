import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from '../testing/signed-in-client';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Issue #9 §1: the embedded database answers an early 503 instead of queueing requests until clients time out. */
let server: TestServer;
let patient: SignedIn;

beforeAll(async () => {
  server = await startTestServer({
    env: { DB_MAX_ACTIVE_REQUESTS: '1', DB_MAX_QUEUED_REQUESTS: '2', DB_QUEUE_TIMEOUT_MS: '5000' },
  });
  patient = await signedIn(server, 'patient');
});
afterAll(() => server.close());

/**
 * Holds the bookings table (and, on PGlite, its single connection) in a transaction until the returned function is
 * called: a request reading bookings meanwhile keeps its turn of the gate.
 */
async function holdBookings(): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = server.testDatabase.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table bookings in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** A POST whose body has not all arrived (a client on 3G) until `finish`. */
function slowRequest(
  path = '/api/bookings',
  contentType = 'application/json',
  body = JSON.stringify({ serviceId: 'x' }),
): { finish: () => Promise<number> } {
  const url = new URL(path, server.baseUrl);
  const cookie = [...patient.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let resolveStatus: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const pending = request(url, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': body.length, origin: server.baseUrl, cookie },
  });
  pending.on('response', (response) => {
    response.resume();
    resolveStatus(response.statusCode ?? 0);
  });
  pending.write(body.slice(0, 5));
  return {
    finish: () => {
      pending.end(body.slice(5));
      return status;
    },
  };
}

describe('bounded queueing in front of the embedded database', () => {
  it('serves the requests it can hold and refuses the others at once with 503 service_unavailable and Retry-After', async () => {
    const release = await holdBookings();
    const held = patient.client.get('/api/bookings');
    // Let the held request take its turn.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queued = [patient.client.get('/api/bookings'), patient.client.get('/api/bookings')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [health, ...refusedNow] = await Promise.all([
      server.client().get('/api/health'),
      ...Array.from({ length: 5 }, () => patient.client.get('/api/bookings')),
    ]);
    expect(health?.status).toBe(200);
    expect(refusedNow.map((response) => response.status)).toEqual([503, 503, 503, 503, 503]);
    await release();
    const statuses = (await Promise.all([held, ...queued])).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = refusedNow[0];
    expect(refused?.json()).toMatchObject({ code: 'service_unavailable', retryAfter: 1 });
    expect(refused?.headers.get('retry-after')).toBe('1');
    // Once the queue drained, the next request is served.
    expect((await patient.client.get('/api/bookings')).status).toBe(200);
  });

  it('a request still receiving its body (seconds on 3G, minutes for a file) holds no turn', async () => {
    const booking = slowRequest();
    const upload = slowRequest('/api/patients/me/photo', 'image/jpeg', 'x'.repeat(2_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Without the fix the two wait for the booking's turn (5 s) and get 503.
    const [first, second] = await Promise.all([
      patient.client.get('/api/bookings'),
      patient.client.get('/api/bookings'),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(await booking.finish()).toBe(400);
    expect(await upload.finish()).toBeLessThan(500);
  });
});
