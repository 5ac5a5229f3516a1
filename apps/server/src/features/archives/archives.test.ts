import type { ArchiveList } from '@sante/shared/archive-constants';
import type { LabResultView } from '@sante/shared/lab-result-constants';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send, sha256 } from '../storage/storage-test-helpers';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let superAdmin: SignedIn;
let operations: SignedIn;
let documentId: string;
let resultId: string;
const documentBytes = SAMPLE.pdf(2048);

const fileForm = (bytes: Uint8Array, type: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'scan.bin');
  return form;
};

const search = async (account: SignedIn, query = '') => {
  const res = await account.client.get(`/api/admin/archives${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<ArchiveList>();
};

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, admin, superAdmin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'super_admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server);
  outsider = await signedInCarer(server);

  const uploaded = await send(
    patient.client,
    server.baseUrl,
    'POST',
    '/api/records/documents',
    fileForm(documentBytes, 'application/pdf', {
      title: 'Échographie abdominale',
      kind: 'imaging',
      category: 'Radiologie',
      documentDate: '2026-03-14',
    }),
  );
  expect(uploaded.status).toBe(201);
  documentId = ((await uploaded.json()) as { document: MedicalDocument }).document.id;

  // A past consultation with the carer: the lab result then has a doctor to review it.
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  const startsAt = new Date(Date.now() - 48 * 3_600_000);
  await server.deps.db.insert(bookings).values({
    patientId: patient.userId,
    doctorId: doctor.userId,
    serviceId: service.id,
    visitKind: 'cabinet',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'confirmed',
    priceXaf: 15_000,
    reference: `SAD-AR${String(Date.now()).slice(-4)}`,
    paymentChoice: 'cash',
  });
  const created = await admin.client.post('/api/admin/results', {
    patientPhone: patient.phone,
    title: 'Glycémie à jeun',
    labName: 'Laboratoire Bonapriso',
    collectedOn: '2026-05-02',
    values: [{ name: 'Glucose', value: '1,1', unit: 'g/L', low: 0.7, high: 1.1 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  resultId = created.json<{ result: LabResultView }>().result.id;
  const file = await send(
    admin.client,
    server.baseUrl,
    'POST',
    `/api/admin/results/${resultId}/file`,
    fileForm(SAMPLE.pdf(1024), 'application/pdf'),
  );
  expect(file.status).toBe(204);

  const paper = await send(
    operations.client,
    server.baseUrl,
    'POST',
    `/api/admin/carers/${doctor.userId}/documents/diploma`,
    fileForm(SAMPLE.png(1024), 'image/png'),
  );
  expect(paper.status).toBe(200);
  // Seven accounts and three uploads: more than the default minute on a busy machine.
}, 120_000);
afterAll(() => server.close());

describe('/api/admin/archives', () => {
  it("finds a patient's documents of every source by name, phone or title, with filters; each search is audited without its text", async () => {
    const byPhone = await search(admin, `?q=${encodeURIComponent(patient.phone.slice(-6))}`);
    expect(byPhone.documents.map((document) => [document.source, document.id]).sort()).toEqual(
      [
        ['lab_result', resultId],
        ['medical_document', documentId],
      ].sort(),
    );
    const imaging = byPhone.documents.find((document) => document.id === documentId);
    expect(imaging).toMatchObject({
      title: 'Échographie abdominale',
      kind: 'imaging',
      category: 'Radiologie',
      date: '2026-03-14',
      owner: { id: patient.userId, role: 'patient' },
      author: { id: patient.userId, role: 'patient' },
      mimeType: 'application/pdf',
      size: 2048,
    });
    expect(byPhone.documents.find((document) => document.id === resultId)).toMatchObject({
      title: 'Glycémie à jeun',
      category: 'Laboratoire Bonapriso',
      date: '2026-05-02',
      author: { id: admin.userId, role: 'admin' },
    });
    expect(JSON.stringify(byPhone)).not.toMatch(/token=|url/);

    expect((await search(admin, '?q=chographie')).documents.map((document) => document.id)).toContain(documentId);
    const q = `?q=${encodeURIComponent(patient.phone.slice(-6))}`;
    expect((await search(admin, `${q}&source=lab_result`)).documents.map((d) => d.id)).toEqual([resultId]);
    expect((await search(admin, `${q}&kind=imaging`)).documents.map((d) => d.id)).toEqual([documentId]);
    expect((await search(admin, `${q}&author=staff`)).documents.map((d) => d.id)).toEqual([resultId]);
    expect((await search(admin, `${q}&from=2026-04-01&to=2026-05-31`)).documents.map((d) => d.id)).toEqual([resultId]);
    expect((await search(admin, `${q}&to=2026-03-14`)).documents.map((d) => d.id)).toEqual([documentId]);
    expect((await search(superAdmin, `?q=${encodeURIComponent(otherPatient.phone.slice(-6))}`)).documents).toEqual([]);

    const papers = await search(admin, '?source=carer_document&kind=diploma');
    expect(papers.documents.find((document) => document.owner.id === doctor.userId)).toMatchObject({
      title: 'diploma',
      kind: 'diploma',
      mimeType: 'image/png',
      author: { id: doctor.userId },
    });

    const audited = await server.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'archive.search')));
    expect(audited.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(audited)).not.toContain(patient.phone.slice(-6));
    expect(JSON.stringify(audited)).not.toContain('chographie');
  });

  it('opens a document through a 5-minute signed URL, the same bytes, and audits each opening', async () => {
    const res = await admin.client.post(`/api/admin/archives/medical_document/${documentId}/url`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const signed = res.json<SignedDocumentUrl>();
    expect(signed.url).toMatch(/^\/api\/storage\/object\/sign\/medical-documents\//);
    expect(Date.parse(signed.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const file = await send(null, server.baseUrl, 'GET', signed.url);
    expect(file.status).toBe(200);
    expect(sha256(await file.arrayBuffer())).toBe(sha256(documentBytes));

    for (const [source, id] of [
      ['lab_result', resultId],
      ['medical_document', documentId],
    ] as const)
      expect((await superAdmin.client.post(`/api/admin/archives/${source}/${id}/url`)).status).toBe(200);
    const papers = await search(admin, '?source=carer_document');
    const paper = papers.documents.find((document) => document.owner.id === doctor.userId);
    const paperUrl = await admin.client.post(`/api/admin/archives/carer_document/${paper?.id}/url`);
    expect(paperUrl.status).toBe(200);
    expect((await send(null, server.baseUrl, 'GET', paperUrl.json<SignedDocumentUrl>().url)).status).toBe(200);

    const opened = await server.deps.db
      .select({ actorId: auditLog.actorId, targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'archive.open'));
    expect(opened).toEqual(
      expect.arrayContaining([
        {
          actorId: admin.userId,
          targetId: documentId,
          details: { source: 'medical_document', ownerId: patient.userId },
        },
        { actorId: superAdmin.userId, targetId: resultId, details: { source: 'lab_result', ownerId: patient.userId } },
        { actorId: admin.userId, targetId: paper?.id, details: { source: 'carer_document', ownerId: doctor.userId } },
      ]),
    );
  });

  it('refuses the patient (even for her own document), another patient, a carer, an unrelated one and operations staff', async () => {
    for (const account of [patient, otherPatient, doctor, outsider, operations]) {
      expect((await account.client.get('/api/admin/archives')).status, account.role).toBe(403);
      const res = await account.client.post(`/api/admin/archives/medical_document/${documentId}/url`);
      expect(res.status, account.role).toBe(403);
      expect(JSON.stringify(res.body)).not.toMatch(/token=/);
    }
    expect((await server.client().get('/api/admin/archives')).status).toBe(401);
  });

  it('an unknown, malformed or other-source id and an unknown source are 404; bad filters are 400', async () => {
    for (const path of [
      `medical_document/${randomUUID()}`,
      'medical_document/not-a-uuid',
      `lab_result/${documentId}`,
      `carer_document/${documentId}`,
      `contracts/${documentId}`,
    ])
      expect((await admin.client.post(`/api/admin/archives/${path}/url`)).status, path).toBe(404);
    for (const query of ['?source=contracts', '?author=robot', '?from=2026-13-45', `?q=${'x'.repeat(81)}`])
      expect((await admin.client.get(`/api/admin/archives${query}`)).status, query).toBe(400);
  });
});
