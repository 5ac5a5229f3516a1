// `npm run bench:api`: sign-in latency, the authenticated request rate next to a bare health endpoint, booking
// creation and a patient's bookings list, measured with autocannon (64 connections) against the real server on a
// fresh embedded database. The database is prepared before the server starts (PGlite: one process per data
// folder): the demo accounts, BOOKING_DOCTORS doctors open at the cabinet all day every day, and PATIENTS patients
// (each may hold only MAX_UNPAID_UPCOMING_BOOKINGS unpaid bookings, so every created booking has its own patient
// slot and its own free slot). Booking creation and the list are measured twice: by autocannon (a client that
// sends again at once after a 503) and by 64 clients that wait the answer's Retry-After after a 503, as the web
// app does; for those, the latency of the requests served and of every answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { signInDemoPatient, signInPatient, startBenchServer } from './bench-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const BOOKING_DOCTORS = 64;
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 800);
const PASSWORD = 'Bench-Sante-2026';
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const load = (file) => tsImport(path.join('..', file), import.meta.url);
const [
  { openDatabase },
  { loadEnv },
  { createAppDeps },
  { createLogger },
  { seedIfEmpty },
  { ensureDefaultBuckets },
  { ensureDefaultServices },
  { hashPassword },
  { MAX_UNPAID_UPCOMING_BOOKINGS },
  { doualaToday },
  { doualaInstant, addDays },
  { sql },
] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/env.ts'),
  load('apps/server/src/app-context.ts'),
  load('apps/server/src/lib/logger.ts'),
  load('apps/server/src/db/seed.ts'),
  load('apps/server/src/features/storage/storage-buckets.ts'),
  load('apps/server/src/features/services/default-services.ts'),
  load('apps/server/src/auth/password-hash.ts'),
  load('packages/shared/src/booking-constants.ts'),
  load('packages/shared/src/calendar-date.ts'),
  load('apps/server/src/features/availability/douala-time.ts'),
  import('drizzle-orm'),
]);

/** The demo accounts, the booking doctors and patients; returns the cabinet service and the doctors' ids. */
async function prepare(dataDir) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const deps = createAppDeps({ env, db: database.db, logger: createLogger('silent') });
    await ensureDefaultBuckets(database.db);
    await ensureDefaultServices(database.db);
    await seedIfEmpty(deps, 'pglite');
    const { db } = database;
    await db.execute(sql`
      insert into "user" (name, email, role)
      select 'Bench doctor ' || i, 'bench.doctor.' || i || '@bench.cm', 'medecin' from generate_series(1, ${BOOKING_DOCTORS}) i
    `);
    await db.execute(sql`
      insert into user_profiles (user_id, role, first_name, last_name, email)
      select id, role, 'Bench', 'Doctor', email from "user" where email like 'bench.doctor.%'
    `);
    await db.execute(sql`
      insert into doctor_profiles (user_id, profession, specialty, licence_number, city, years_of_experience)
      select id, 'medecin', 'medecine_generale', 'ONMC-B' || row_number() over (order by id), 'Douala', 5
      from "user" where email like 'bench.doctor.%'
    `);
    await db.execute(sql`
      insert into availability_rules (doctor_id, visit_kind, weekday, start_time, end_time)
      select d.user_id, 'cabinet', w, '00:00', '24:00' from doctor_profiles d, generate_series(1, 7) w
      where d.licence_number like 'ONMC-B%'
    `);
    const hash = await hashPassword(PASSWORD);
    await db.execute(sql`
      insert into "user" (name, email, email_verified, phone_number, phone_number_verified, role)
      select 'Bench patient ' || i, 'bench.patient.' || i || '@bench.cm', true,
        '+23767' || lpad(i::text, 7, '0'), true, 'patient'
      from generate_series(1, ${PATIENTS}) i
    `);
    await db.execute(sql`
      insert into account (account_id, provider_id, user_id, password, updated_at)
      select id::text, 'credential', id, ${hash}, now() from "user" where email like 'bench.patient.%'
    `);
    await db.execute(sql`
      insert into user_profiles (user_id, role, first_name, last_name, email, phone)
      select id, role, 'Bench', 'Patient', email, phone_number from "user" where email like 'bench.patient.%'
    `);
    const service = await db.execute(sql`select id from services where kind = 'cabinet' and active limit 1`);
    const doctors = await db.execute(
      sql`select user_id from doctor_profiles where licence_number like 'ONMC-B%' order by user_id`,
    );
    return { serviceId: service.rows[0].id, doctorIds: doctors.rows.map((row) => row.user_id) };
  } finally {
    await database.close();
  }
}

/**
 * 64 clients, each sending one request after another for `duration` s and waiting the `Retry-After` of a 503
 * before its next request. `request()` gives `[url, init]`.
 */
async function clients64(title, request) {
  const served = [];
  const answered = [];
  let unavailable = 0;
  let other = 0;
  const end = performance.now() + duration * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(...request());
      await response.arrayBuffer();
      const ms = performance.now() - started;
      answered.push(ms);
      if (response.ok) served.push(ms);
      else if (response.status === 503) {
        unavailable++;
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
      } else other++;
    }
  };
  await Promise.all(Array.from({ length: 64 }, client));
  return { title, served, answered, unavailable, other };
}

function load64(title, options) {
  return autocannon({ title, connections: 64, duration, ...options });
}

/** Signs every bench patient in, a few at a time (each from its own address: the sign-in limits stay on). */
async function signInPatients(base) {
  const cookies = [];
  for (let i = 1; i <= PATIENTS; i += 8) {
    const batch = [];
    for (let j = i; j < Math.min(i + 8, PATIENTS + 1); j++)
      batch.push(signInPatient(base, `10.40.${j >> 8}.${j & 255}`, `bench.patient.${j}@bench.cm`, PASSWORD));
    cookies.push(...(await Promise.all(batch)).map((result) => result.cookie));
  }
  return cookies;
}

const tempDir = await mkdtemp(path.join(tmpdir(), 'sante-bench-api-'));
const prepared = await prepare(tempDir);
const { base, stop } = await startBenchServer(3202, { dataDir: tempDir });
try {
  const latencies = [];
  let cookie = '';
  for (let i = 0; i < 20; i++) {
    const result = await signInDemoPatient(base, `10.20.${i}.1`);
    latencies.push(result.ms);
    cookie = result.cookie;
  }
  const patientCookies = await signInPatients(base);
  const health = await load64('GET /api/health', { url: `${base}/api/health` });
  const user = await load64('GET /api/auth/user (signed in)', { url: `${base}/api/auth/user`, headers: { cookie } });

  // Booking k: doctor k % 64, that doctor's (k / 64)th half-hour from tomorrow 00:00 (Douala), patient k / 3.
  const firstDay = addDays(doualaToday(), 1);
  let next = 0;
  const bookingBody = (k) => {
    const doctorIndex = k % BOOKING_DOCTORS;
    const slot = Math.floor(k / BOOKING_DOCTORS);
    return JSON.stringify({
      serviceId: prepared.serviceId,
      kind: 'cabinet',
      doctorId: prepared.doctorIds[doctorIndex],
      startsAt: doualaInstant(addDays(firstDay, Math.floor(slot / 48)), (slot % 48) * 30).toISOString(),
      paymentChoice: 'cash',
      idempotencyKey: `bench-key-${k}`,
    });
  };
  const booking = await load64('POST /api/bookings (create, cash)', {
    url: `${base}/api/bookings`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const k = next++;
          const patient = Math.floor(k / MAX_UNPAID_UPCOMING_BOOKINGS) % patientCookies.length;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: base,
              'x-forwarded-for': `10.50.${(k >> 8) & 255}.${k & 255}`,
              cookie: patientCookies[patient],
            },
            body: bookingBody(k),
          };
        },
      },
    ],
  });
  const list = await load64('GET /api/bookings (the demo patient)', {
    url: `${base}/api/bookings`,
    headers: { cookie },
  });
  const bookingRequest = () => {
    const k = next++;
    const patient = Math.floor(k / MAX_UNPAID_UPCOMING_BOOKINGS) % patientCookies.length;
    return [
      `${base}/api/bookings`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `10.70.${(k >> 8) & 255}.${k & 255}`,
          cookie: patientCookies[patient],
        },
        body: bookingBody(k),
      },
    ];
  };
  const politeBooking = await clients64('POST /api/bookings (create, cash)', bookingRequest);
  const politeList = await clients64('GET /api/bookings (the demo patient)', () => [
    `${base}/api/bookings`,
    { headers: { cookie } },
  ]);

  console.log(
    `\nAPI benchmark (${duration} s per endpoint, 64 connections, embedded PGlite, ${new Date().toISOString()})\n`,
  );
  console.log(
    `Sign-in (password, Argon2id), 20 sequential: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );
  console.log('\n| endpoint | req/s (avg) | latency p50 | latency p99 | 2xx | 503 | other non-2xx | timeouts/errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const result of [health, user, booking, list]) {
    const count = (code) => result.statusCodeStats?.[code]?.count ?? 0;
    const unavailable = count('503');
    console.log(
      `| ${result.title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result['2xx']} | ${unavailable} | ${result.non2xx - unavailable} | ${result.timeouts}/${result.errors} |`,
    );
  }
  console.log(
    '\n| 64 clients waiting Retry-After after a 503 | served/s | served p50 | served p99 | every answer p99 | 503 | other non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const result of [politeBooking, politeList]) {
    const ms = (values, p) => (values.length ? `${percentile(values, p).toFixed(0)} ms` : '-');
    console.log(
      `| ${result.title} | ${(result.served.length / duration).toFixed(0)} | ${ms(result.served, 50)} | ${ms(result.served, 99)} | ${ms(result.answered, 99)} | ${result.unavailable} | ${result.other} |`,
    );
  }
  if (next > PATIENTS * MAX_UNPAID_UPCOMING_BOOKINGS)
    console.log(`\n${next} booking requests for ${PATIENTS} patients: raise BENCH_PATIENTS (the rest answer 409).`);
} finally {
  stop();
  // The server removes its lock on exit; the folder goes with it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await rm(tempDir, { recursive: true, force: true });
}
