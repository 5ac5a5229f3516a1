// `npm run bench:records`: the doctor's one-request patient summary (issue #13 §1 and §4, ADR 031), the read behind
// /dashboard-medecin/patients/{patientId}/dossier. Seeds a fresh database (embedded PGlite in a temp folder, or the
// PostgreSQL of BENCH_DATABASE_URL, which must be an empty database) with set-based inserts (generate_series):
//   - 100,000 patients (account, profile, patient profile, one health entry each) and 300 carers,
//   - 150,000 past bookings spread over them, a document for one patient in ten, a lab result for one in five,
//   - for one patient with one carer: 100 signed consultations (bookings, notes and a signed prescription each), 200
//     documents, 500 lab results, allergies, conditions, treatments, vaccine doses and saved scores,
// then calls readPatientSummary (the use case of GET /api/doctor/patients/{id}/summary) in process as that carer and
// prints p50 and p99 (goal: both under 50 ms on PGlite); then, for information, the record's sections that read the
// notes, the results and the prescriptions (listPatientNotes, listPatientResults, listRecordPrescriptions).
// BENCH_REQUESTS sets the number of summary calls (default 300; a third of it for each section).
// BENCH_EXPLAIN=1 also prints the plan of the care check and of the record's reads.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const PATIENTS = 100_000;
const CARERS = 300;
const BACKGROUND_BOOKINGS = 150_000;
const CONSULTATIONS = 100;
const DOCUMENTS = 200;
const RESULTS = 500;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const GOAL_MS = 50;

const load = (file) => tsImport(path.join('..', file), import.meta.url);
const [
  { openDatabase },
  { readPatientSummary },
  { listPatientNotes },
  { listPatientResults },
  { listRecordPrescriptions },
  { ensureDefaultBuckets },
  { sql },
] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/features/clinic/read-patient-summary.ts'),
  load('apps/server/src/features/clinic/patient-notes.ts'),
  load('apps/server/src/features/lab-results/read-lab-results.ts'),
  load('apps/server/src/features/prescriptions/record-prescriptions.ts'),
  load('apps/server/src/features/storage/storage-buckets.ts'),
  import('drizzle-orm'),
]);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function seed(db) {
  const started = performance.now();
  const run = (statement) => db.execute(statement);
  await ensureDefaultBuckets(db);
  await run(sql`
    insert into "user" (name, email, role)
    select 'Patient ' || i, 'bench.patient.' || i || '@bench.cm', 'patient' from generate_series(1, ${PATIENTS}) i`);
  await run(sql`
    insert into "user" (name, email, role)
    select 'Soignant ' || i, 'bench.carer.' || i || '@bench.cm', 'medecin' from generate_series(1, ${CARERS}) i`);
  await run(sql`
    insert into user_profiles (user_id, role, first_name, last_name, email, phone, city, neighbourhood)
    select id, role, 'Prénom', 'Nom ' || right(email, 12), email,
      '+2376' || lpad((row_number() over (order by email))::text, 8, '0'),
      case when random() < 0.55 then 'Douala' else 'Yaoundé' end, 'Quartier'
    from "user" where email like 'bench.%@bench.cm'`);
  await run(sql`
    insert into patient_profiles (user_id, date_of_birth, sex, blood_group, landmark)
    select id, date '1950-01-01' + (random() * 27000)::int, case when random() < 0.5 then 'female' else 'male' end,
      'O+', 'Près du carrefour'
    from "user" where email like 'bench.patient.%'`);
  await run(sql`
    insert into doctor_profiles (user_id, profession, specialty, licence_number, city, years_of_experience)
    select id, case when random() < 0.7 then 'medecin' else 'infirmier' end, 'medecine_generale',
      'ONMC-' || row_number() over (order by id), 'Douala', 5
    from "user" where email like 'bench.carer.%'`);
  await run(sql`
    insert into health_entries (patient_id, kind, label)
    select id, (array['allergy', 'condition', 'treatment'])[1 + (random() * 2)::int], 'Entrée'
    from "user" where email like 'bench.patient.%'`);
  // Past visits across everyone (completed: outside the partial unique index of held slots).
  await run(sql`
    with p as (select array_agg(id) ids from "user" where email like 'bench.patient.%'),
    c as (select array_agg(id) ids from "user" where email like 'bench.carer.%')
    insert into bookings (patient_id, doctor_id, visit_kind, starts_at, ends_at, status)
    select p.ids[1 + (i * 7919) % ${PATIENTS}], c.ids[1 + (i * 31) % ${CARERS}], 'home_visit',
      now() - make_interval(days => 40 + i % 700, hours => i % 10),
      now() - make_interval(days => 40 + i % 700, hours => i % 10) + interval '1 hour', 'completed'
    from generate_series(1, ${BACKGROUND_BOOKINGS}) i, p, c`);
  await run(sql`
    insert into storage_objects (bucket_id, name, key, owner_id, size, mime_type, cache_control, etag)
    select 'medical-documents', u.id || '/doc-' || u.email || '.pdf', 'medical-documents/bg-' || u.id,
      u.id, 120000, 'application/pdf', 'private, max-age=0', md5(u.id::text)
    from "user" u where u.email like 'bench.patient.%' and right(u.email, 10) = '0@bench.cm'`);
  await run(sql`
    insert into medical_documents (patient_id, object_id, title, kind, category, document_date, uploaded_by)
    select owner_id, id, 'Compte rendu', 'report', 'Consultation', current_date - 30, owner_id
    from storage_objects where key like 'medical-documents/bg-%'`);
  await run(sql`
    insert into lab_results (patient_id, title, lab_name, collected_on, values, abnormal_count)
    select id, 'NFS', 'Labo', current_date - 20,
      '[{"name":"Hémoglobine","value":"12.1","unit":"g/dL","low":12,"high":16,"flag":"normal"}]', 0
    from "user" where email like 'bench.patient.%' and right(email, 10) ~ '^[02468]@'`);

  // The patient of the bench and their carer: 100 signed consultations, the last three days ago (in the window).
  const [ids] = (
    await run(sql`select (select id from "user" where email = 'bench.patient.4242@bench.cm') patient,
      (select id from "user" where email = 'bench.carer.7@bench.cm') carer`)
  ).rows;
  await run(sql`
    insert into bookings (patient_id, doctor_id, visit_kind, starts_at, ends_at, status, reference, reason)
    select ${ids.patient}, ${ids.carer}, 'home_visit', now() - make_interval(days => 3 + (i - 1) * 7),
      now() - make_interval(days => 3 + (i - 1) * 7) + interval '1 hour', 'completed',
      'SAD-BENCH' || lpad(i::text, 3, '0'), 'Fièvre et céphalées'
    from generate_series(1, ${CONSULTATIONS}) i`);
  await run(sql`
    insert into consultation_notes (booking_id, author_id, status, reason, history, examination, vitals, diagnosis,
      icd10_code, plan, patient_summary, shared_at, signed_at, signed_by)
    select id, doctor_id, 'signed', 'Fièvre', 'Fièvre depuis 3 jours, céphalées', 'Température 38,9 °C',
      '{"temperature":38.9,"pulse":104}', 'Paludisme simple', 'B54', 'Artéméther-luméfantrine, contrôle à J3',
      'Vous avez un paludisme simple.', ends_at, ends_at, doctor_id
    from bookings where reference like 'SAD-BENCH%'`);
  await run(sql`
    insert into prescriptions (booking_id, doctor_id, patient_id, status, medicines, exams, prescriber, signed_at,
      created_at, updated_at)
    select id, doctor_id, patient_id, 'signed',
      '[{"name":"Artéméther-luméfantrine","form":"comprime","strength":"20 mg/120 mg","dose":"4 comprimés",
        "frequency":"matin et soir","duration":"3 jours","quantity":"24 comprimés","instructions":""}]',
      '[{"kind":"lab","label":"Goutte épaisse","instructions":""}]',
      '{"firstName":"Prénom","lastName":"Nom","profession":"medecin","sex":null,"specialty":"medecine_generale",
        "licenceNumber":"ONMC-7","facility":"Cabinet","professionalAddress":"Douala"}',
      ends_at, starts_at, ends_at
    from bookings where reference like 'SAD-BENCH%'`);
  await run(sql`
    insert into storage_objects (bucket_id, name, key, owner_id, size, mime_type, cache_control, etag)
    select 'medical-documents', ${ids.patient} || '/bench-' || i || '.pdf', 'medical-documents/bench-' || i,
      ${ids.patient}, 80000 + i, 'application/pdf', 'private, max-age=0', md5(i::text)
    from generate_series(1, ${DOCUMENTS}) i`);
  await run(sql`
    insert into medical_documents (patient_id, object_id, title, kind, category, document_date, uploaded_by)
    select owner_id, id, 'Document ' || name, 'report', 'Analyses', current_date - (random() * 1500)::int, owner_id
    from storage_objects where key like 'medical-documents/bench-%'`);
  await run(sql`
    insert into lab_results (patient_id, doctor_id, title, lab_name, collected_on, values, abnormal_count, created_at,
      released_at, released_by)
    select ${ids.patient}, ${ids.carer}, 'Glycémie à jeun', 'Labo', current_date - i,
      '[{"name":"Glucose","value":"5.1","unit":"mmol/L","low":3.9,"high":6.1,"flag":"normal"}]', i % 3,
      now() - make_interval(days => i), now() - make_interval(days => i), ${ids.carer}
    from generate_series(1, ${RESULTS}) i`);
  await run(sql`
    insert into health_entries (patient_id, kind, label, created_by)
    select ${ids.patient}, (array['allergy', 'condition', 'treatment'])[1 + i % 3], 'Entrée ' || i, ${ids.carer}
    from generate_series(1, 12) i`);
  await run(sql`
    insert into vaccination_doses (patient_id, vaccine_code, dose_number, given_on)
    values (${ids.patient}, 'bcg', 1, date '1990-01-10'), (${ids.patient}, 'vpo', 1, date '1990-02-20')`);
  await run(sql`
    insert into score_records (patient_id, author_id, calculator_id, inputs, value, decimals, unit_key,
      interpretation_key, severity, details, created_at)
    select ${ids.patient}, ${ids.carer}, 'news2', '{}', i % 8, 0, 'points', 'news2.low', 'low', '[]',
      now() - make_interval(days => i)
    from generate_series(1, 40) i`);
  await run(sql`analyze`);
  const [counts] = (
    await run(sql`select (select count(*) from "user")::int users, (select count(*) from bookings)::int bookings,
      (select count(*) from medical_documents)::int documents, (select count(*) from lab_results)::int results,
      (select count(*) from consultation_notes)::int notes, (select count(*) from prescriptions)::int prescriptions`)
  ).rows;
  return { ms: performance.now() - started, ...ids, ...counts };
}

async function explain(db, patientId, carerId) {
  const now = new Date().toISOString();
  const statements = {
    'care check (inCareOf)': sql`select 1 from user_profiles u where u.user_id = ${patientId} and u.user_id in (
      select b.patient_id from bookings b where b.doctor_id = ${carerId} and b.status <> 'cancelled'
        and b.starts_at - interval '24 hours' <= ${now}::timestamptz and b.ends_at + interval '30 days' >= ${now}::timestamptz
      union select s.patient_id from record_shares s where s.carer_id = ${carerId} and s.revoked_at is null
      union select e.patient_id from emergency_accesses e where e.carer_id = ${carerId} and e.expires_at > ${now}::timestamptz)`,
    'last visit': sql`select max(v.starts_at) from bookings v where v.patient_id = ${patientId}
      and v.doctor_id = ${carerId} and v.status <> 'cancelled' and v.starts_at <= ${now}::timestamptz`,
    'newest documents': sql`select d.id from medical_documents d join storage_objects o on o.id = d.object_id
      where d.patient_id = ${patientId} order by d.document_date desc, d.created_at desc limit 5`,
    'document count': sql`select count(*) from medical_documents where patient_id = ${patientId}`,
    'health entries': sql`select * from health_entries where patient_id = ${patientId}`,
    'prescriptions page': sql`select id from prescriptions where patient_id = ${patientId}
      and (status = 'signed' or doctor_id = ${carerId})
      order by coalesce(signed_at, created_at) desc, id desc limit 11`,
  };
  for (const [title, statement] of Object.entries(statements)) {
    const plan = (await db.execute(sql`explain analyze ${statement}`)).rows.map((row) => Object.values(row)[0]);
    console.log(`\n-- ${title}\n${plan.join('\n')}`);
  }
}

const tempDir = await mkdtemp(path.join(tmpdir(), 'sante-bench-records-'));
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { dataDir: path.join(tempDir, 'db') },
);
try {
  await database.migrate();
  const seeded = await seed(database.db);
  const actor = { userId: seeded.carer, role: 'medecin', ip: '127.0.0.1', requestId: 'bench-records' };
  const reads = [
    ['readPatientSummary (GET /api/doctor/patients/{id}/summary)', readPatientSummary, REQUESTS],
    ['listPatientNotes (GET …/notes, the notes section)', listPatientNotes, Math.ceil(REQUESTS / 3)],
    [
      'listPatientResults (GET …/results, the results section, first page)',
      listPatientResults,
      Math.ceil(REQUESTS / 3),
    ],
    [
      'listRecordPrescriptions (GET …/prescriptions, the prescriptions section, first page)',
      listRecordPrescriptions,
      Math.ceil(REQUESTS / 3),
    ],
  ];
  const measured = [];
  for (const [title, read, calls] of reads) {
    const call = () => read(database.db, actor, seeded.patient, new Date());
    // Warm-up (JIT, PGlite caches), not measured.
    let bytes = 0;
    for (let i = 0; i < WARM_UP; i++) bytes = JSON.stringify(await call()).length;
    const times = [];
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    measured.push({ title, calls, bytes, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  if (process.env.BENCH_EXPLAIN) await explain(database.db, seeded.patient, seeded.carer);

  console.log(
    `\nPatient summary: ${seeded.users.toLocaleString('en')} accounts, ${seeded.bookings.toLocaleString('en')} bookings, ` +
      `${seeded.documents.toLocaleString('en')} documents, ${seeded.results.toLocaleString('en')} lab results, ` +
      `${seeded.notes} notes, ${seeded.prescriptions} prescriptions; the patient has ${CONSULTATIONS} consultations ` +
      `(each with a signed prescription), ${DOCUMENTS} documents and ${RESULTS} results; ${database.kind} (seeded in ${(seeded.ms / 1000).toFixed(1)} s), ${new Date().toISOString()}\n`,
  );
  console.log('| read (in process) | calls | p50 | p99 | answer |');
  console.log('|---|---|---|---|---|');
  for (const { title, calls, bytes, p50, p99 } of measured)
    console.log(
      `| ${title} | ${calls} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${(bytes / 1024).toFixed(1)} KiB JSON |`,
    );
  const [{ p50, p99 }] = measured;
  const met = p50 < GOAL_MS && p99 < GOAL_MS;
  console.log(`\nGoal for the summary, p50 and p99 under ${GOAL_MS} ms: ${met ? 'met' : 'missed'}.`);
  if (!met) process.exitCode = 1;
} finally {
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
}
