import { doualaToday } from '@sante/shared/calendar-date';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, doualaInstant } from '../features/availability/douala-time';
import { signedIn, type SignedIn } from '../testing/signed-in-client';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../testing/test-server';
import { openDatabase } from './client';
import { bookings } from './schema/availability';
import { bookingEvents } from './schema/bookings';
import { doctorProfiles } from './schema/doctors';
import { services } from './schema/services';

/**
 * Issue #9 §1: PostgreSQL restarts, drops or terminates the server's connections. The app reaches the database
 * through a TCP proxy that the test cuts (every connection dropped, new ones refused: a stop) and restores (a
 * start); an admin connection terminates the app's backends. Only on a PostgreSQL server: the embedded PGlite
 * has no connection to lose.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

const DAY = addDays(doualaToday(), 14);
const slotAt = (index: number) => doualaInstant(DAY, index * 30).toISOString();
let nextSlot = 0;
let nextKey = 0;

let direct: TestDatabase;
let proxy: TcpProxy;
let server: TestServer;
let patient: SignedIn;
/** One patient per booking: an account may hold only a few unpaid upcoming bookings. */
let patients: SignedIn[];
const nextPatient = () => {
  const next = patients.pop();
  if (!next) throw new Error('no patient left');
  return next;
};
let doctorId: string;
let cabinetServiceId: string;
let databaseName: string;
let directUrl: string;

const cabinetBooking = () => ({
  serviceId: cabinetServiceId,
  kind: 'cabinet',
  doctorId,
  startsAt: slotAt(nextSlot++),
  paymentChoice: 'cash',
  idempotencyKey: `outage-${++nextKey}`,
});

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Terminates every backend the app holds (its connections through the proxy), not the test's own. */
const terminateAppBackends = () =>
  withAdmin((admin) =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and client_port = any($2::int[])`,
      [databaseName, proxy.upstreamPorts()],
    ),
  );

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe.skipIf(!adminUrl)(
  'PostgreSQL outages (TEST_DATABASE_URL only: the embedded database lives and dies with the server process)',
  () => {
    beforeAll(async () => {
      direct = await createTestDatabase();
      if (!('databaseUrl' in direct.target)) throw new Error('a PostgreSQL test database was expected');
      directUrl = direct.target.databaseUrl;
      const url = new URL(directUrl);
      databaseName = url.pathname.slice(1);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const proxied = new URL(directUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const databaseUrl = proxied.toString();
      const database = await openDatabase({ databaseUrl });
      server = await startTestServer({
        testDatabase: {
          database,
          target: { databaseUrl },
          drop: async () => {
            await direct.database.close();
            await direct.drop();
          },
        },
        // The realtime adapter's LISTEN connection goes through the proxy too.
        env: { DATABASE_URL: databaseUrl },
      });
      patient = await signedIn(server, 'patient');
      patients = await Promise.all(Array.from({ length: 30 }, () => signedIn(server, 'patient')));
      const doctor = await signedIn(server, 'medecin');
      doctorId = doctor.userId;
      await server.deps.db.insert(doctorProfiles).values({
        userId: doctorId,
        profession: 'medecin',
        specialty: 'medecine_generale',
        licenceNumber: 'ONMC-9',
        city: 'Douala',
        yearsOfExperience: 5,
      });
      const saved = await doctor.client.put('/api/doctors/me/availability', {
        travelBufferMinutes: 30,
        slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
        rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'cabinet', weekday, start: '00:00', end: '24:00' })),
        exceptions: [],
      });
      expect(saved.status).toBe(200);
      const [cabinet] = await server.deps.db.select().from(services).where(eq(services.kind, 'cabinet'));
      cabinetServiceId = cabinet?.id ?? '';
    });
    afterAll(async () => {
      await server.close();
      await proxy.close();
    });

    it('answers 200 before, 503 service_unavailable with Retry-After while the database is down, 200 within 5 s of its return', async () => {
      expect((await patient.client.get('/api/bookings')).status).toBe(200);
      expect((await nextPatient().client.post('/api/bookings', cabinetBooking())).status).toBe(201);

      await proxy.cut();
      for (const response of [
        await patient.client.get('/api/bookings'),
        await nextPatient().client.post('/api/bookings', cabinetBooking()),
        await server.client().get('/api/meta'),
      ]) {
        expect(response.status, JSON.stringify(response.body)).toBe(503);
        expect(response.json()).toMatchObject({ code: 'service_unavailable' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The process is alive and answers what needs no database.
      expect((await server.client().get('/api/health')).status).toBe(200);

      await proxy.restore();
      const back = await waitFor(async () => (await patient.client.get('/api/bookings')).status === 200, 5000);
      expect(back).toBeLessThan(5000);
      // The realtime adapter listens again.
      await waitFor(async () => {
        const listening = await withAdmin((admin) =>
          admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
            [databaseName],
          ),
        );
        return (listening.rows[0]?.n ?? 0) > 0;
      }, 5000);
    });

    it('survives its backends terminated mid-load: every answer 201 or 503, never a 500, then serves again', async () => {
      const requests = Array.from({ length: 24 }, () => nextPatient().client.post('/api/bookings', cabinetBooking()));
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await terminateAppBackends();
      }
      const statuses = (await Promise.all(requests)).map((response) => response.status);
      expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(statuses).toContain(503);
      await waitFor(async () => (await patient.client.get('/api/bookings')).status === 200, 5000);
    });

    it('leaves nothing half-written: a booking whose transaction is cut after its insert is rolled back', async () => {
      const body = cabinetBooking();
      // The admin holds booking_events: the booking's transaction inserts its row, then waits on its event.
      const blocker = new pg.Client({ connectionString: directUrl });
      await blocker.connect();
      let response;
      try {
        await blocker.query('begin');
        await blocker.query('lock table booking_events in exclusive mode');
        const pending = nextPatient().client.post('/api/bookings', body);
        await waitFor(async () => {
          const waiting = await blocker.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where not granted and relation = 'booking_events'::regclass`,
          );
          return (waiting.rows[0]?.n ?? 0) > 0;
        }, 5000);
        await terminateAppBackends();
        response = await pending;
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      expect(response.status).toBe(503);
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });

      const rows = await direct.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.idempotencyKey, body.idempotencyKey));
      expect(rows).toEqual([]);
      // Every booking the test made has its events: nothing half-written by any interrupted request.
      const all = await direct.database.db.select({ id: bookings.id }).from(bookings);
      const withEvents = await direct.database.db
        .selectDistinct({ id: bookingEvents.bookingId })
        .from(bookingEvents)
        .where(
          inArray(
            bookingEvents.bookingId,
            all.map((row) => row.id),
          ),
        );
      expect(withEvents).toHaveLength(all.length);
    });
  },
);
