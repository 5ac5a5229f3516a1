// `npm run bench:slots`: the free-slot search for 1,000 doctors over 30 days (issue #4, ADR 014).
// Seeds a fresh database (embedded PGlite in a temp folder, or the PostgreSQL of BENCH_DATABASE_URL, which
// must be an empty database) with 1,000 doctors (weekly hours for the three kinds of visit, some leave) and
// about two bookings per doctor and working day, then measures over HTTP against the real app:
//   - GET /api/doctors/{id}/slots?days=30 for random doctors (one doctor's month),
//   - GET /api/availability/first-available (every doctor of a kind, from a random date, 30 days ahead),
//   - the directory's date filter (doctorsWithFreeSlotOn for all 1,000 doctors), in process,
//   - a bare GET /api/health every 10 ms during the first-available searches (the event loop they hold),
// and prints p50 and p99. BENCH_REQUESTS sets the number of per-doctor requests (default 300).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const DOCTORS = 1000;
const PATIENTS = 200;
const DAYS = 30;
const PER_DOCTOR_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const FIRST_AVAILABLE_REQUESTS = 40;
const DIRECTORY_FILTER_RUNS = 20;

const load = (file) => tsImport(path.join('..', file), import.meta.url);
const [
  { openDatabase },
  { loadEnv },
  { createAppDeps },
  { createApp },
  { createLogger },
  { doctorsWithFreeSlotOn },
  { doualaToday },
  { serve },
  { sql },
] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/env.ts'),
  load('apps/server/src/app-context.ts'),
  load('apps/server/src/app.ts'),
  load('apps/server/src/lib/logger.ts'),
  load('apps/server/src/features/availability/free-slots.ts'),
  load('packages/shared/src/calendar-date.ts'),
  import('@hono/node-server'),
  import('drizzle-orm'),
]);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const pick = (values) => values[Math.floor(Math.random() * values.length)];
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function seed(db, today) {
  const started = performance.now();
  await db.execute(sql`
    insert into "user" (name, email, role)
    select 'Bench doctor ' || i, 'bench.doctor.' || i || '@bench.cm', 'medecin' from generate_series(1, ${DOCTORS}) i
  `);
  await db.execute(sql`
    insert into "user" (name, email, role)
    select 'Bench patient ' || i, 'bench.patient.' || i || '@bench.cm', 'patient' from generate_series(1, ${PATIENTS}) i
  `);
  await db.execute(sql`
    insert into user_profiles (user_id, role, first_name, last_name, email)
    select id, role, 'Bench', 'Bench', email from "user" where email like 'bench.%@bench.cm'
  `);
  await db.execute(sql`
    insert into doctor_profiles (user_id, profession, specialty, licence_number, city, years_of_experience)
    select id, 'medecin', 'medecine_generale', 'ONMC-' || row_number() over (order by id),
      case when random() < 0.6 then 'Douala' else 'Yaoundé' end, 5
    from "user" where email like 'bench.doctor.%'
  `);
  // Weekly hours: home visits on weekday mornings, cabinet on weekday afternoons (some start later),
  // teleconsultations on Saturday mornings and some weekday evenings.
  await db.execute(sql`
    insert into availability_rules (doctor_id, visit_kind, weekday, start_time, end_time)
    select d.user_id, 'home_visit', w, '08:00', '12:00' from doctor_profiles d, generate_series(1, 5) w
  `);
  await db.execute(sql`
    insert into availability_rules (doctor_id, visit_kind, weekday, start_time, end_time)
    select d.user_id, 'cabinet', w, case when w % 2 = 0 then time '14:00' else time '13:00' end, '17:00'
    from doctor_profiles d, generate_series(1, 5) w
  `);
  await db.execute(sql`
    insert into availability_rules (doctor_id, visit_kind, weekday, start_time, end_time)
    select d.user_id, 'teleconsultation', 6, '09:00', '12:00' from doctor_profiles d
  `);
  await db.execute(sql`
    insert into availability_rules (doctor_id, visit_kind, weekday, start_time, end_time)
    select d.user_id, 'teleconsultation', w, '18:00', '20:00'
    from doctor_profiles d, generate_series(2, 4, 2) w where random() < 0.3
  `);
  await db.execute(sql`
    insert into availability_exceptions (doctor_id, kind, start_date, end_date)
    select user_id, 'leave', ${today}::date + 7, ${today}::date + 13 from doctor_profiles where random() < 0.1
  `);
  // About two bookings per doctor and working day (one home visit, one at the cabinet), some cancelled.
  await db.execute(sql`
    with patients as (select array_agg(id) ids from "user" where email like 'bench.patient.%'),
    days as (
      select (${today}::date + n) as day from generate_series(0, ${DAYS}) n
      where extract(isodow from ${today}::date + n) between 1 and 5
    ),
    doctors as (select user_id, row_number() over (order by user_id) r from doctor_profiles)
    insert into bookings (patient_id, doctor_id, visit_kind, starts_at, ends_at, status)
    select p.ids[1 + (d.r + extract(doy from days.day)::int) % ${PATIENTS}], d.user_id, v.kind,
      (days.day + v.at) at time zone 'Africa/Douala',
      (days.day + v.at + v.length) at time zone 'Africa/Douala',
      case when random() < 0.1 then 'cancelled' else 'confirmed' end
    from doctors d, days, patients p,
      lateral (values
        ('home_visit', time '08:00' + ((d.r + extract(doy from days.day)::int) % 4) * interval '1 hour', interval '1 hour'),
        ('cabinet', time '14:00' + ((d.r * 7 + extract(doy from days.day)::int) % 6) * interval '30 minutes', interval '30 minutes')
      ) as v(kind, at, length)
  `);
  const [counts] = (
    await db.execute(
      sql`select (select count(*) from bookings)::int bookings, (select count(*) from availability_rules)::int rules`,
    )
  ).rows;
  return { ms: performance.now() - started, ...counts };
}

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const tempDir = await mkdtemp(path.join(tmpdir(), 'sante-bench-slots-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { dataDir: path.join(tempDir, 'db') },
);
let server;
try {
  await database.migrate();
  const today = doualaToday();
  const seeded = await seed(database.db, today);
  const env = loadEnv({
    DATA_DIR: tempDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_URL: 'http://localhost:5173',
  });
  const app = createApp(createAppDeps({ env, db: database.db, logger: createLogger('silent') }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const doctorIds = (await database.db.execute(sql`select user_id from doctor_profiles`)).rows.map(
    (row) => row.user_id,
  );

  // Warm-up (JIT, PGlite caches), not measured.
  for (let i = 0; i < 10; i++) await getJson(`${base}/api/doctors/${pick(doctorIds)}/slots?days=${DAYS}`);

  let slotsReturned = 0;
  const perDoctor = [];
  for (let i = 0; i < PER_DOCTOR_REQUESTS; i++) {
    perDoctor.push(
      await timed(async () => {
        const { days } = await getJson(`${base}/api/doctors/${pick(doctorIds)}/slots?days=${DAYS}`);
        slotsReturned += days.reduce(
          (sum, day) => sum + day.morning.length + day.afternoon.length + day.evening.length,
          0,
        );
      }),
    );
  }

  // While the first-available searches run, a bare health request every 10 ms: how long the server's event loop
  // keeps everyone else waiting during a heavy search (issue #9: PGlite runs on that loop).
  const healthDuring = [];
  let healthFailures = 0;
  let searching = true;
  const prober = (async () => {
    while (searching) {
      try {
        healthDuring.push(await timed(async () => (await fetch(`${base}/api/health`)).arrayBuffer()));
      } catch {
        // A kept-alive connection the server closed meanwhile (undici's reuse race): counted, not timed.
        healthFailures++;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const firstAvailable = [];
  for (let i = 0; i < FIRST_AVAILABLE_REQUESTS; i++) {
    const kind = pick(['home_visit', 'cabinet', 'teleconsultation']);
    const city = pick(['', '&city=Douala', '&city=Yaoundé']);
    const date = addDays(today, Math.floor(Math.random() * DAYS));
    firstAvailable.push(
      await timed(() =>
        getJson(`${base}/api/availability/first-available?kind=${kind}&date=${date}&days=${DAYS}${city}`),
      ),
    );
  }

  searching = false;
  await prober;

  const directoryFilter = [];
  for (let i = 0; i < DIRECTORY_FILTER_RUNS; i++) {
    const date = addDays(today, 1 + Math.floor(Math.random() * (DAYS - 1)));
    directoryFilter.push(await timed(() => doctorsWithFreeSlotOn(database.db, doctorIds, date)));
  }

  const row = (title, values) =>
    `| ${title} | ${values.length} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 99).toFixed(1)} ms |`;
  console.log(
    `\nFree-slot search: ${DOCTORS} doctors, ${seeded.rules} weekly rules, ${seeded.bookings} bookings over ${DAYS} days, ` +
      `${database.kind} (seeded in ${(seeded.ms / 1000).toFixed(1)} s), ${new Date().toISOString()}\n`,
  );
  console.log('| search | runs | p50 | p99 |');
  console.log('|---|---|---|---|');
  console.log(row(`GET /api/doctors/{id}/slots?days=${DAYS} (random doctors, HTTP)`, perDoctor));
  console.log(row(`GET /api/availability/first-available?days=${DAYS} (all doctors of a kind, HTTP)`, firstAvailable));
  console.log(row(`doctorsWithFreeSlotOn(1,000 doctors, one date) (directory filter, in process)`, directoryFilter));
  console.log(row('GET /api/health during the first-available searches (one every 10 ms)', healthDuring));
  if (healthFailures > 0) console.log(`\n${healthFailures} health requests failed (connection reset).`);
  console.log(`\n${(slotsReturned / PER_DOCTOR_REQUESTS).toFixed(0)} free slots per doctor-month on average.`);
} finally {
  if (server) await new Promise((resolve) => server.close(resolve));
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
}
