import type { LabResultView, PatientResultsPage } from '@sante/shared/lab-result-constants';
import type { PatientRecordSummary } from '@sante/shared/clinic-constants';
import type { TaskView } from '@sante/shared/task-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { labResults } from '../../db/schema/tasks';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from '../storage/storage-test-helpers';

const HOUR = 3_600_000;

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let reference: string;
let bookingId: string;
let resultId: string;

const upload = {
  title: 'Numération formule sanguine',
  labName: 'Laboratoire Bonapriso',
  collectedOn: '2026-11-20',
  values: [
    { name: 'Hémoglobine', value: '9,1', unit: 'g/dL', low: 12, high: 16 },
    { name: 'Leucocytes', value: '7.2', unit: 'G/L', low: 4, high: 10 },
    { name: 'TDR paludisme', value: 'positif' },
  ],
};

const medicine = (strength: string) => ({
  name: 'Paracétamol',
  form: 'comprime',
  strength,
  dose: '1 comprimé',
  frequency: '3 fois par jour',
  duration: '3 jours',
  quantity: '1 boîte',
  instructions: '',
});

const tasksOf = async (account: SignedIn, status: 'open' | 'done' = 'open') =>
  (await account.client.get(`/api/doctor/tasks?status=${status}`)).json<{ tasks: TaskView[] }>().tasks;
const myResults = async (account: SignedIn) =>
  (await account.client.get('/api/results')).json<{ results: LabResultView[] }>().results;

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  [patient, otherPatient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server);
  outsider = await signedInCarer(server);
  const startsAt = new Date(Date.now() - 2 * HOUR);
  reference = `SAD-LR${String(Date.now()).slice(-4)}`;
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId: patient.userId,
      doctorId: doctor.userId,
      serviceId: service.id,
      visitKind: 'cabinet',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      status: 'confirmed',
      priceXaf: 15_000,
      reference,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  bookingId = row.id;
});
afterAll(() => server.close());

describe('lab results', () => {
  it('staff with `results.manage` upload a result with flagged values and its PDF; others are refused', async () => {
    const body = { ...upload, patientPhone: patient.phone, bookingReference: reference.toLowerCase() };
    for (const account of [operations, doctor, patient])
      expect((await account.client.post('/api/admin/results', body)).status, account.role).toBe(403);
    const created = await admin.client.post('/api/admin/results', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const result = created.json<{ result: LabResultView }>().result;
    resultId = result.id;
    expect(result).toMatchObject({
      patient: { id: patient.userId },
      doctor: { id: doctor.userId },
      abnormalCount: 1,
      releasedAt: null,
      hasFile: false,
    });
    expect(result.values.map((value) => value.flag)).toEqual(['low', null, null]);

    const file = () => {
      const form = new FormData();
      form.append('file', new Blob([SAMPLE.pdf(4096)], { type: 'application/pdf' }), 'nfs.pdf');
      return form;
    };
    const path = `/api/admin/results/${resultId}/file`;
    expect((await send(operations.client, server.baseUrl, 'POST', path, file())).status).toBe(403);
    expect((await send(admin.client, server.baseUrl, 'POST', path, file())).status).toBe(204);
    expect((await send(admin.client, server.baseUrl, 'POST', path, file())).status).toBe(409);
    const listed = (await admin.client.get('/api/admin/results')).json<{ results: LabResultView[] }>().results;
    expect(listed.find((entry) => entry.id === resultId)?.hasFile).toBe(true);

    // Staff with `results.manage` open the file (signed URL, audited); nobody else through this route.
    const staffFile = `/api/admin/results/${resultId}/file`;
    const opened = await admin.client.get(staffFile);
    expect(opened.status).toBe(200);
    const signedUrl = opened.json<{ url: string }>().url;
    expect(signedUrl).toMatch(/^\/api\/storage\/object\/sign\/lab-results\//);
    expect((await send(null, server.baseUrl, 'GET', signedUrl)).status).toBe(200);
    expect((await operations.client.get(staffFile)).status).toBe(403);
    expect((await doctor.client.get(staffFile)).status).toBe(403);
    expect((await patient.client.get(staffFile)).status).toBe(403);
    expect((await admin.client.get('/api/admin/results/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
    expect((await admin.client.get('/api/admin/results/not-a-uuid/file')).status).toBe(404);
    const [fileAudit] = await server.deps.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, resultId), eq(auditLog.action, 'lab_result.file_staff')));
    expect(fileAudit).toEqual({ actorId: admin.userId, details: { patientId: patient.userId } });
  });

  it('checks its input: unknown patient or consultation, empty value, bad range (4xx, never 500)', async () => {
    const base = { ...upload, patientPhone: patient.phone };
    const cases: [unknown, string][] = [
      [{ ...base, patientPhone: '+237 690 99 99 99' }, 'patientPhone'],
      [{ ...base, patientPhone: otherPatient.phone }, 'patientPhone'],
      [{ ...base, bookingReference: 'SAD-NOPE01' }, 'bookingReference'],
      [{ ...base, values: [{ name: 'Glycémie', value: '' }] }, 'values.0.value'],
      [{ ...base, values: [{ name: 'Glycémie', value: '5', low: 'bas' }] }, 'values.0.low'],
      [{ ...base, title: '' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.client.post('/api/admin/results', body);
      expect(res.status, field).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, field).toHaveProperty([field]);
    }
  });

  it('the reviewing doctor gets an urgent task; the result is hidden from the patient until released', async () => {
    const task = (await tasksOf(doctor)).find((entry) => entry.focusId === resultId);
    expect(task).toMatchObject({ kind: 'result_review', priority: 'urgent', status: 'requested' });
    expect((await tasksOf(outsider)).some((entry) => entry.focusId === resultId)).toBe(false);

    expect(await myResults(patient)).toEqual([]);
    expect((await patient.client.get(`/api/results/${resultId}/file`)).status).toBe(404);

    const record = `/api/doctor/patients/${patient.userId}/results`;
    const seen = (await doctor.client.get(record)).json<PatientResultsPage>();
    expect(seen).toMatchObject({ results: [{ id: resultId }], nextCursor: null });
    expect((await doctor.client.get(`${record}/${resultId}/file`)).status).toBe(200);
    for (const url of [record, `${record}/${resultId}/file`]) {
      expect((await outsider.client.get(url)).status, url).toBe(404);
      for (const account of [patient, admin, operations])
        expect((await account.client.get(url)).status, `${account.role} ${url}`).toBe(403);
    }
    const otherRecord = `/api/doctor/patients/${otherPatient.userId}/results/${resultId}/file`;
    expect((await doctor.client.get(otherRecord)).status).toBe(404);

    const release = `/api/doctor/results/${resultId}/release`;
    expect((await outsider.client.post(release)).status).toBe(404);
    for (const account of [patient, admin, operations])
      expect((await account.client.post(release)).status, account.role).toBe(403);
    expect((await doctor.client.post('/api/doctor/results/not-a-uuid/release')).status).toBe(404);
    const released = await doctor.client.post(release);
    expect(released.status).toBe(200);
    expect(released.json<{ result: LabResultView }>().result.releasedAt).not.toBeNull();
    expect((await tasksOf(doctor, 'done')).find((entry) => entry.focusId === resultId)?.status).toBe('completed');

    expect((await myResults(patient)).map((entry) => entry.id)).toEqual([resultId]);
    expect((await patient.client.get(`/api/results/${resultId}/file`)).status).toBe(200);
    expect(await myResults(otherPatient)).toEqual([]);
    expect((await otherPatient.client.get(`/api/results/${resultId}/file`)).status).toBe(404);
    const audited = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, resultId), eq(auditLog.actorId, doctor.userId)));
    expect(audited.map((row) => row.action)).toContain('lab_result.release');
  });

  it('an unreleased result reaches the patient 48 hours after its upload, not before', async () => {
    const insert = (hoursAgo: number, title: string) =>
      server.deps.db
        .insert(labResults)
        .values({
          patientId: patient.userId,
          doctorId: doctor.userId,
          title,
          createdAt: new Date(Date.now() - hoursAgo * HOUR),
        })
        .returning({ id: labResults.id });
    await insert(49, 'Créatininémie');
    await insert(47, 'Ionogramme');
    const titles = (await myResults(patient)).map((entry) => entry.title);
    expect(titles).toContain('Créatininémie');
    expect(titles).not.toContain('Ionogramme');
  });

  it("pages the record's results (newest first, 20 a page) and shows the newest five in the summary", async () => {
    await server.deps.db.insert(labResults).values(
      Array.from({ length: 25 }, (_, index) => ({
        patientId: patient.userId,
        doctorId: doctor.userId,
        title: `Glycémie ${index}`,
        abnormalCount: index % 2,
        createdAt: new Date(Date.now() - (100 + index) * HOUR),
      })),
    );
    const record = `/api/doctor/patients/${patient.userId}/results`;
    const first = (await doctor.client.get(record)).json<PatientResultsPage>();
    expect(first.results).toHaveLength(20);
    expect(first.nextCursor).toBe(first.results.at(-1)?.id);
    const second = (await doctor.client.get(`${record}?before=${first.nextCursor}`)).json<PatientResultsPage>();
    expect(second.nextCursor).toBeNull();
    const all = [...first.results, ...second.results];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    expect(all.map((entry) => entry.createdAt)).toEqual(
      all
        .map((entry) => entry.createdAt)
        .sort()
        .reverse(),
    );

    const summary = (
      await doctor.client.get(`/api/doctor/patients/${patient.userId}/summary`)
    ).json<PatientRecordSummary>();
    expect(summary.recentResults).toEqual(first.results.slice(0, 5));
    expect(summary.resultCount).toBe(all.length);
    expect(summary.abnormalResultCount).toBe(all.filter((entry) => entry.abnormalCount > 0).length);

    expect((await doctor.client.get(`${record}?before=not-a-uuid`)).status).toBe(400);
    const foreign = `${record}?before=${crypto.randomUUID()}`;
    expect((await doctor.client.get(foreign)).status).toBe(404);
    expect((await outsider.client.get(`${record}?before=${first.nextCursor}`)).status).toBe(404);
  });
});

describe('tasks', () => {
  it('staff create and assign a task; only its owner sees and changes it; others are refused', async () => {
    const dueAt = new Date(Date.now() + 6 * HOUR).toISOString();
    for (const account of [doctor, patient])
      expect((await account.client.post('/api/admin/tasks', { title: 'Rappeler' })).status, account.role).toBe(403);
    const created = await operations.client.post('/api/admin/tasks', {
      title: 'Rappeler la patiente pour le contrôle',
      priority: 'asap',
      patientId: patient.userId,
      ownerId: doctor.userId,
      dueAt,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const task = created.json<{ task: TaskView }>().task;
    expect(task).toMatchObject({ owner: { id: doctor.userId }, patient: { id: patient.userId }, status: 'requested' });
    const team = (await admin.client.get(`/api/admin/tasks?owner=${doctor.userId}`)).json<{ tasks: TaskView[] }>();
    expect(team.tasks.map((entry) => entry.id)).toContain(task.id);

    expect((await tasksOf(doctor)).map((entry) => entry.id)).toContain(task.id);
    expect((await tasksOf(outsider)).map((entry) => entry.id)).not.toContain(task.id);
    const path = `/api/doctor/tasks/${task.id}`;
    expect((await outsider.client.put(path, { status: 'completed' })).status).toBe(404);
    for (const account of [patient, admin])
      expect((await account.client.put(path, { status: 'completed' })).status, account.role).toBe(403);
    expect((await doctor.client.put(path, { status: 'done' })).status).toBe(400);
    const done = await doctor.client.put(path, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.json<{ task: TaskView }>().task.completedAt).not.toBeNull();

    const reassigned = await admin.client.put(`/api/admin/tasks/${task.id}`, {
      ownerId: outsider.userId,
      status: 'in_progress',
    });
    expect(reassigned.status).toBe(200);
    expect((await tasksOf(outsider)).map((entry) => entry.id)).toContain(task.id);
    expect((await doctor.client.put(path, { status: 'cancelled' })).status).toBe(404);
  });

  it('checks its input (4xx) and answers 404 for an unknown task', async () => {
    for (const body of [
      { title: '' },
      { title: 'Appeler', priority: 'demain' },
      { title: 'Appeler', ownerId: patient.userId },
      { title: 'Appeler', patientId: doctor.userId },
      { title: 'Appeler', dueAt: 'bientôt' },
    ])
      expect((await admin.client.post('/api/admin/tasks', body)).status, JSON.stringify(body)).toBe(400);
    expect((await admin.client.put(`/api/admin/tasks/${crypto.randomUUID()}`, { status: 'completed' })).status).toBe(
      404,
    );
    expect((await admin.client.put(`/api/admin/tasks/${crypto.randomUUID()}`, {})).status).toBe(400);
    expect((await admin.client.get('/api/admin/tasks?owner=moi')).status).toBe(400);
  });

  it('a prescription draft opens « ordonnance à signer » for its doctor', async () => {
    const saved = await doctor.client.put(`/api/prescriptions/booking/${bookingId}`, {
      medicines: [medicine('500 mg')],
      exams: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const prescriptionId = saved.json<{ prescription: { id: string } }>().prescription.id;
    const task = (await tasksOf(doctor)).find((entry) => entry.focusId === prescriptionId);
    expect(task).toMatchObject({ kind: 'prescription_sign', patient: { id: patient.userId } });
    await doctor.client.put(`/api/prescriptions/booking/${bookingId}`, {
      medicines: [medicine('1 g')],
      exams: [],
    });
    expect((await tasksOf(doctor)).filter((entry) => entry.focusId === prescriptionId)).toHaveLength(1);
  });
});
