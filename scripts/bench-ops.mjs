// `npm run bench:ops`: the figures of /admin/dashboard (issue #15 §4 and §5), the read behind GET /api/admin/dashboard.
// Seeds a fresh database (embedded PGlite in a temp folder, or the PostgreSQL of BENCH_DATABASE_URL, which must be an
// empty database) with set-based inserts (generate_series):
//   - 100,000 patients (account and profile, signed up over two years, a few today),
//   - 500 carers (account, profile, listing: active, pending verification or suspended),
//   - 1,000,000 bookings over 730 days past and 30 days ahead (booked up to a month ahead) (completed or cancelled in the past, pending or
//     confirmed ahead), each with a payment attempt (succeeded and settled for most, failed or pending else, a few
//     duplicate payments owed back), marked paid as the payment code marks them (ADR 062),
// then calls readDashboard (the use case of the route) in process and prints p50 and p99 (goal: p99 under 200 ms on
// PostgreSQL). BENCH_REQUESTS sets the number of calls (default 100). BENCH_EXPLAIN=1 also prints each figure's plan.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const PATIENTS = 100_000;
const CARERS = 500;
const BOOKINGS = 1_000_000;
const PAST_DAYS = 730;
const AHEAD_DAYS = 30;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 20;
const GOAL_MS = 200;

const load = (file) => tsImport(path.join('..', file), import.meta.url);
const [{ openDatabase }, { readDashboard }, { unpaidUpcoming }, { bookings }, { sql }] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/features/admin-dashboard/read-dashboard.ts'),
  load('apps/server/src/features/bookings/booking-holds.ts'),
  load('apps/server/src/db/schema/availability.ts'),
  import('drizzle-orm'),
]);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function seed(db) {
  const started = performance.now();
  const run = (statement) => db.execute(statement);
  await run(sql`
    insert into "user" (name, email, role, created_at)
    select 'Patient ' || i, 'bench.patient.' || i || '@bench.cm', 'patient',
      now() - make_interval(mins => (i * 7919) % (${PAST_DAYS} * 1440))
    from generate_series(1, ${PATIENTS}) i`);
  await run(sql`
    insert into "user" (name, email, role)
    select 'Soignant ' || i, 'bench.carer.' || i || '@bench.cm', 'medecin' from generate_series(1, ${CARERS}) i`);
  await run(sql`
    insert into user_profiles (user_id, role, first_name, last_name, email, phone, city, created_at)
    select id, role, 'Prénom', 'Nom ' || right(email, 12), email,
      '+2376' || lpad((row_number() over (order by email))::text, 8, '0'),
      case when random() < 0.55 then 'Douala' else 'Yaoundé' end, created_at
    from "user" where email like 'bench.%@bench.cm'`);
  await run(sql`
    insert into doctor_profiles (user_id, profession, specialty, licence_number, city, years_of_experience, status)
    select id, case when random() < 0.7 then 'medecin' else 'infirmier' end, 'medecine_generale',
      'ONMC-' || row_number() over (order by id), 'Douala', 5,
      case when random() < 0.9 then 'active' when random() < 0.5 then 'pending_verification' else 'suspended' end
    from "user" where email like 'bench.carer.%'`);
  // Booking i: carer i % 500, its (i / 500)-th slot, evenly over the window (about 9 hours apart per carer, the
  // carers staggered: 1,300 a day in all), so no two holding bookings of a carer share a start (the partial unique
  // index). Booked two days ahead, those to come booked over the last two weeks.
  const slotSeconds = Math.floor(((PAST_DAYS + AHEAD_DAYS) * 86_400) / (BOOKINGS / CARERS));
  await run(sql`
    with p as (select array_agg(id) ids from "user" where email like 'bench.patient.%'),
    c as (select array_agg(id order by id) ids from "user" where email like 'bench.carer.%'),
    s as (select i, now() - make_interval(days => ${PAST_DAYS}) + make_interval(secs => (i / ${CARERS}) * ${slotSeconds} + (i % ${CARERS}) * ${Math.floor(slotSeconds / CARERS)}) starts
      from generate_series(0, ${BOOKINGS - 1}) i)
    insert into bookings (patient_id, doctor_id, visit_kind, starts_at, ends_at, status, price_xaf, created_at)
    select p.ids[1 + (i::bigint * 7919) % ${PATIENTS}], c.ids[1 + i % ${CARERS}],
      case when i % 3 = 0 then 'home_visit' else 'office' end, s.starts, s.starts + interval '1 hour',
      case when s.starts < now() then (case when i % 20 = 0 then 'cancelled' else 'completed' end)
        else (case when i % 4 = 0 then 'pending' else 'confirmed' end) end,
      15000, least(s.starts - interval '2 days', now() - make_interval(mins => (i * 37) % 20160))
    from s, p, c`);
  // One payment attempt per booking: 1 in 10 failed, 1 in 10 left pending (unpaid), the rest succeeded; a cancelled
  // booking's payment refunded, but for one in 50 (a refund due). Paid when booked, two days before the start.
  await run(sql`
    insert into payments (payable_type, payable_id, payer_id, amount, provider, method, phone, status,
      provider_reference, idempotency_scope, idempotency_key, refund_reason, initiated_at, settled_at, created_at)
    select 'booking', b.id, b.patient_id, 15000, 'sandbox', 'mtn_momo', '+237670000000',
      case when b.r < 0.1 then 'failed' when b.r < 0.2 then 'pending'
        when b.status = 'cancelled' and b.r < 0.98 then 'refunded' else 'succeeded' end,
      'sbx-' || n, b.patient_id::text, 'bench-' || n,
      null, b.created_at, case when b.r >= 0.2 then b.created_at + interval '2 minutes' end, b.created_at
    from (select id, patient_id, status, created_at, random() r, row_number() over () n from bookings) b`);
  // Each success settles its booking (the amount on the settlement, refunded a day later for a refunded payment),
  // and marks it paid (ADR 062: what the payment code writes in the same transaction).
  await run(sql`
    insert into payable_settlements (payable_type, payable_id, payment_id, settled_at, amount, refunded_at)
    select payable_type, payable_id, id, settled_at, amount, case when status = 'refunded' then settled_at + interval '1 day' end
    from payments where status in ('succeeded', 'refunded')`);
  await run(sql`
    update bookings set paid_at = p.settled_at from payments p
    where p.payable_type = 'booking' and p.payable_id = bookings.id and p.status = 'succeeded'`);
  // A second success for one booking in 1,000: owed back (refund_reason), never settled.
  await run(sql`
    insert into payments (payable_type, payable_id, payer_id, amount, provider, method, phone, status,
      provider_reference, idempotency_scope, idempotency_key, refund_reason, initiated_at, settled_at, created_at)
    select payable_type, payable_id, payer_id, amount, provider, method, phone, 'succeeded', provider_reference || '-bis',
      idempotency_scope, idempotency_key || '-bis', 'duplicate_payment', initiated_at, settled_at, created_at
    from payments where status = 'succeeded' and right(idempotency_key, 3) = '000'`);
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only reads).
  await run(sql`vacuum analyze`);
  const [counts] = (
    await run(sql`select (select count(*) from "user")::int users, (select count(*) from bookings)::int bookings,
      (select count(*) from payments)::int payments, (select count(*) from payable_settlements)::int settlements`)
  ).rows;
  return { ms: performance.now() - started, ...counts };
}

async function explain(db, now) {
  const statements = {
    'unpaid upcoming': sql`select count(*) from ${bookings} where ${unpaidUpcoming(now)}`,
    'refunds due of cancelled bookings': sql`select coalesce(sum((select count(*) from payments p
      where p.payable_type = 'booking' and p.payable_id = b.id and p.status = 'succeeded' and p.refund_reason is null)), 0)
      from bookings b where b.status = 'cancelled' and b.paid_at is not null`,
    "month's revenue": sql`select sum(amount) from payable_settlements where refunded_at is null
      and settled_at >= ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz
      and settled_at < ${now.toISOString()}::timestamptz`,
    'new patients': sql`select count(case when exists (select 1 from user_profiles up where up.user_id = u.id
      and up.role = 'patient') then 1 end) from "user" u
      where u.created_at >= ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
  };
  for (const [title, statement] of Object.entries(statements)) {
    const plan = (await db.execute(sql`explain analyze ${statement}`)).rows.map((row) => Object.values(row)[0]);
    console.log(`\n-- ${title}\n${plan.join('\n')}`);
  }
}

const tempDir = await mkdtemp(path.join(tmpdir(), 'sante-bench-ops-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { dataDir: path.join(tempDir, 'db') },
);
try {
  await database.migrate();
  const seeded = await seed(database.db);
  const call = () => readDashboard(database.db, new Date());
  let figures;
  for (let i = 0; i < WARM_UP; i++) figures = await call();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  if (process.env.BENCH_EXPLAIN) await explain(database.db, new Date());
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `\nAdmin dashboard: ${seeded.users.toLocaleString('en')} accounts (${PATIENTS.toLocaleString('en')} patients, ` +
      `${CARERS} carers), ${seeded.bookings.toLocaleString('en')} bookings, ${seeded.payments.toLocaleString('en')} ` +
      `payments, ${seeded.settlements.toLocaleString('en')} settlements; ${database.kind} (seeded in ` +
      `${(seeded.ms / 1000).toFixed(1)} s), ${new Date().toISOString()}\n`,
  );
  console.log(`Figures: ${JSON.stringify(figures)}\n`);
  console.log('| read (in process) | calls | p50 | p99 |');
  console.log('|---|---|---|---|');
  console.log(
    `| readDashboard (GET /api/admin/dashboard) | ${REQUESTS} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms |`,
  );
  const met = p99 < GOAL_MS;
  console.log(`\nGoal, p99 under ${GOAL_MS} ms: ${met ? 'met' : 'missed'}.`);
  if (!met) process.exitCode = 1;
} finally {
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
}
