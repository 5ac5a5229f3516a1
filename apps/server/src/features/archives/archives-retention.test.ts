import type { ArchiveDocument, ArchiveList, ArchivePurgePreview } from '@sante/shared/archive-constants';
import type { LabResultView } from '@sante/shared/lab-result-constants';
import type { MedicalDocument } from '@sante/shared/medical-record-schemas';
import type { ConversationMessage } from '@sante/shared/conversation-constants';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveHolds } from '../../db/schema/archives';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { jobs } from '../../db/schema/jobs';
import { medicalDocuments } from '../../db/schema/patients';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { storageObjects } from '../../db/schema/storage';
import { labResults } from '../../db/schema/tasks';
import { signedInCarer } from '../../testing/carer-account';
import { createRefundedInvoice } from '../../testing/credit-note-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from '../storage/storage-test-helpers';
import { ARCHIVE_PURGE_JOB, ensureArchivePurge, purgeArchives } from './purge-archives';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
const ids = {
  document: '',
  result: '',
  attachment: '',
  prescription: '',
  creditNote: '',
  otherDocument: '',
};

const fileForm = (bytes: Uint8Array, type: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'scan.pdf');
  return form;
};

const search = async (account: SignedIn, query: string) => {
  const res = await account.client.get(`/api/admin/archives${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<ArchiveList>();
};
const byPatient = (extra = '') => `?q=${encodeURIComponent(patient.phone.slice(-7))}${extra}`;
const found = (list: { documents: ArchiveDocument[] }, id: string) => list.documents.find((d) => d.id === id);
const preview = async () => {
  const res = await admin.client.get('/api/admin/archives/purge');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<ArchivePurgePreview>();
};
const hold = (account: SignedIn, path: string, body: unknown) =>
  account.client.put(`/api/admin/archives/${path}/hold`, body);
const lift = (account: SignedIn, path: string, body: unknown) =>
  account.client.request('DELETE', `/api/admin/archives/${path}/hold`, body);

async function upload(account: SignedIn, title: string, documentDate: string) {
  const res = await send(
    account.client,
    server.baseUrl,
    'POST',
    '/api/records/documents',
    fileForm(SAMPLE.pdf(1500), 'application/pdf', { title, kind: 'consultation_report', documentDate }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { document: MedicalDocument }).document.id;
}

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
  const db = server.deps.db;

  ids.document = await upload(patient, 'Compte rendu 2015', '2015-03-01');
  ids.otherDocument = await upload(otherPatient, 'Compte rendu ancien', '2010-01-01');

  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  const startsAt = new Date('2015-06-01T08:00:00Z');
  const [booking] = await db
    .insert(bookings)
    .values({
      patientId: patient.userId,
      doctorId: doctor.userId,
      serviceId: service.id,
      visitKind: 'cabinet',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'completed',
      priceXaf: 15_000,
      reference: `SAD-RT${String(Date.now()).slice(-4)}`,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('no booking');
  const [prescription] = await db
    .insert(prescriptions)
    .values({
      bookingId: booking.id,
      doctorId: doctor.userId,
      patientId: patient.userId,
      status: 'signed',
      signedAt: new Date('2015-06-01T09:00:00Z'),
      medicines: [],
      prescriber: {
        firstName: 'Test',
        lastName: 'Médecin',
        profession: 'medecin',
        sex: null,
        specialty: 'medecine_generale',
        licenceNumber: 'ONMC-T',
        facility: 'Cabinet',
        professionalAddress: 'Douala',
      },
    })
    .returning({ id: prescriptions.id });
  if (!prescription) throw new Error('no prescription');
  ids.prescription = prescription.id;

  const created = await admin.client.post('/api/admin/results', {
    patientPhone: patient.phone,
    title: 'NFS',
    labName: 'Laboratoire Akwa',
    collectedOn: '2015-05-02',
    values: [{ name: 'Hémoglobine', value: '13', unit: 'g/dL', low: 12, high: 16 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ids.result = created.json<{ result: LabResultView }>().result.id;
  const file = await send(
    admin.client,
    server.baseUrl,
    'POST',
    `/api/admin/results/${ids.result}/file`,
    fileForm(SAMPLE.pdf(900), 'application/pdf'),
  );
  expect(file.status).toBe(204);

  const thread = await patient.client.post('/api/conversations', { with: 'team' });
  expect([200, 201]).toContain(thread.status);
  const conversationId = thread.json<{ conversationId: string }>().conversationId;
  const attachment = await send(
    patient.client,
    server.baseUrl,
    'POST',
    `/api/conversations/${conversationId}/attachments`,
    fileForm(SAMPLE.pdf(700), 'application/pdf', { clientId: randomUUID(), body: 'Mon ancien bilan' }),
  );
  expect(attachment.status).toBe(201);
  const message = ((await attachment.json()) as { message: ConversationMessage }).message;
  ids.attachment = message.attachment?.id ?? '';

  ids.creditNote = await createRefundedInvoice(server.deps, patient.userId);
}, 120_000);
afterAll(() => server.close());

describe('/api/admin/archives: every source, status, retention', () => {
  it('finds the record, the lab result, the attachment, the prescription, the invoice and its credit note', async () => {
    const list = await search(admin, byPatient());
    expect(new Set(list.documents.map((d) => d.source))).toEqual(
      new Set(['medical_document', 'lab_result', 'conversation_attachment', 'prescription', 'invoice', 'credit_note']),
    );
    expect(found(list, ids.attachment)).toMatchObject({
      kind: 'document',
      status: 'current',
      author: { id: patient.userId },
      mimeType: 'application/pdf',
      size: 700,
    });
    expect(found(list, ids.prescription)).toMatchObject({
      date: '2015-06-01',
      author: { id: doctor.userId },
      size: null,
      mimeType: 'application/pdf',
    });
    const invoice = list.documents.find((d) => d.source === 'invoice');
    expect(invoice?.status).toBe('superseded');
    expect(invoice?.title).toMatch(/^FAC-/);
    expect(found(list, ids.creditNote)?.status).toBe('current');
    expect(found(list, ids.creditNote)?.title).toMatch(/^AV-/);
    // The account is open: no retention date, nothing to purge.
    expect(list.documents.every((d) => d.retainUntil === null && d.hold === null)).toBe(true);

    expect((await search(admin, byPatient('&status=superseded'))).documents.map((d) => d.source)).toEqual(['invoice']);
    expect((await search(admin, byPatient('&source=prescription'))).documents.map((d) => d.id)).toEqual([
      ids.prescription,
    ]);
  });

  it('renders a prescription, an invoice and a credit note on opening, audited; stored sources have no PDF route', async () => {
    const invoiceId = (await search(admin, byPatient('&source=invoice'))).documents[0]?.id;
    for (const path of [`prescription/${ids.prescription}`, `invoice/${invoiceId}`, `credit_note/${ids.creditNote}`]) {
      const res = await fetch(`${server.baseUrl}/api/admin/archives/${path}/pdf`, {
        headers: { cookie: [...admin.client.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    const opened = await server.deps.db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'archive.open'), eq(auditLog.actorId, admin.userId)));
    expect(opened.map((row) => row.targetId)).toEqual(
      expect.arrayContaining([ids.prescription, invoiceId, ids.creditNote]),
    );
    expect((await admin.client.post(`/api/admin/archives/conversation_attachment/${ids.attachment}/url`)).status).toBe(
      200,
    );
    expect((await admin.client.get(`/api/admin/archives/medical_document/${ids.document}/pdf`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/archives/invoice/${invoiceId}/url`)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/archives/prescription/${ids.document}/pdf`)).status).toBe(404);
  });

  it('refuses the patient, another patient, a carer, an unrelated carer and operations staff', async () => {
    for (const account of [patient, otherPatient, doctor, outsider, operations]) {
      for (const res of [
        await account.client.get('/api/admin/archives/purge'),
        await account.client.get(`/api/admin/archives/prescription/${ids.prescription}/pdf`),
        await hold(account, `medical_document/${ids.document}`, { reason: 'Litige en cours' }),
        await lift(account, `medical_document/${ids.document}`, { reason: 'Litige clos' }),
      ])
        expect(res.status, account.role).toBe(403);
    }
    expect(await server.deps.db.select().from(archiveHolds)).toEqual([]);
  });

  it('bad input is a translated 4xx: a short or long reason, an unknown document, a second hold, a lift without hold', async () => {
    const path = `medical_document/${ids.document}`;
    for (const body of [{}, { reason: ' ab ' }, { reason: 'x'.repeat(301) }, 'not json']) {
      const res = await hold(admin, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code).toBeTruthy();
    }
    expect((await hold(admin, `medical_document/${randomUUID()}`, { reason: 'Litige en cours' })).status).toBe(404);
    expect((await hold(admin, `lab_result/${ids.document}`, { reason: 'Litige en cours' })).status).toBe(404);
    expect((await hold(admin, `contracts/${ids.document}`, { reason: 'Litige en cours' })).status).toBe(404);
    expect((await hold(admin, 'medical_document/not-a-uuid', { reason: 'Litige en cours' })).status).toBe(404);
    expect((await lift(admin, path, { reason: 'Litige clos' })).status).toBe(404);
    for (const query of ['?status=archived', '?hold=maybe'])
      expect((await admin.client.get(`/api/admin/archives${query}`)).status, query).toBe(400);
  });

  it('a deleted account starts the 10 years; the purge lists, then removes what passed it, never what is on hold', async () => {
    const db = server.deps.db;
    // The patient deleted her account on 10 January 2016 (Douala).
    await db
      .update(userProfiles)
      .set({ status: 'deleted', updatedAt: new Date('2016-01-10T10:00:00Z') })
      .where(eq(userProfiles.userId, patient.userId));
    const list = await search(admin, byPatient());
    expect(found(list, ids.document)?.retainUntil).toBe('2026-01-10');
    expect(found(list, ids.creditNote)?.retainUntil).toMatch(/^203\d-/);

    const set = await hold(admin, `medical_document/${ids.document}`, { reason: 'Plainte ordinale n° 12' });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    const again = await hold(admin, `medical_document/${ids.document}`, { reason: 'Plainte ordinale n° 12' });
    expect(again.status).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('archive_already_held');
    expect(found(await search(admin, byPatient('&hold=held')), ids.document)?.hold).toMatchObject({
      reason: 'Plainte ordinale n° 12',
      heldBy: { id: admin.userId },
    });

    // Listed before the run (the next 1 February): the past-retention documents not on hold; never an open account's.
    const next = await preview();
    expect(next.runsAt).toMatch(/-02-01T01:00:00.000Z$/);
    const due = next.documents.map((d) => d.id);
    expect(due).toEqual(expect.arrayContaining([ids.result, ids.prescription]));
    expect(due).not.toContain(ids.document);
    expect(due).not.toContain(ids.otherDocument);
    expect(due).not.toContain(ids.creditNote);

    const [resultObject] = await db
      .select({ id: storageObjects.id, key: storageObjects.key })
      .from(labResults)
      .innerJoin(storageObjects, eq(storageObjects.id, labResults.objectId))
      .where(eq(labResults.id, ids.result));
    const purged = await purgeArchives(server.deps, new Date('2027-02-01T01:00:00Z'));
    expect(purged.purged).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(labResults).where(eq(labResults.id, ids.result))).toEqual([]);
    expect(await db.select().from(prescriptions).where(eq(prescriptions.id, ids.prescription))).toEqual([]);
    expect(
      await db
        .select()
        .from(storageObjects)
        .where(eq(storageObjects.id, resultObject?.id ?? '')),
    ).toEqual([]);
    expect(await server.deps.store.getBytes(resultObject?.key ?? '')).toBeNull();
    expect(await db.select().from(medicalDocuments).where(eq(medicalDocuments.id, ids.document))).toHaveLength(1);
    expect(await db.select().from(medicalDocuments).where(eq(medicalDocuments.id, ids.otherDocument))).toHaveLength(1);

    // Lifted with a reason: the next run removes it. The audit keeps ids only.
    expect((await lift(admin, `medical_document/${ids.document}`, { reason: 'Plainte classée' })).status).toBe(204);
    expect((await preview()).documents.map((d) => d.id)).toContain(ids.document);
    await purgeArchives(server.deps, new Date('2028-02-01T01:00:00Z'));
    expect(await db.select().from(medicalDocuments).where(eq(medicalDocuments.id, ids.document))).toEqual([]);
    const audited = await db
      .select({ action: auditLog.action, targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(inArray(auditLog.action, ['archive.hold', 'archive.hold_lift', 'archive.purge']));
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'archive.hold', targetId: ids.document }),
        expect.objectContaining({ action: 'archive.hold_lift', targetId: ids.document }),
        expect.objectContaining({ action: 'archive.purge', targetId: ids.result }),
        expect.objectContaining({ action: 'archive.purge', targetId: ids.document }),
      ]),
    );
    expect(audited.find((row) => row.action === 'archive.purge' && row.targetId === ids.result)?.details).toMatchObject(
      {
        source: 'lab_result',
        ownerId: patient.userId,
      },
    );
    expect(JSON.stringify(audited)).not.toMatch(/Plainte|NFS|Compte rendu/);
  });

  it('queues the yearly run once, on 1 February at 02:00 in Douala', async () => {
    await ensureArchivePurge(server.deps.db, new Date('2026-11-27T10:00:00Z'));
    await ensureArchivePurge(server.deps.db, new Date('2026-11-27T10:00:00Z'));
    const queued = await server.deps.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, ARCHIVE_PURGE_JOB), eq(jobs.status, 'pending')));
    expect(queued.map((row) => row.runAt.toISOString())).toEqual(['2027-02-01T01:00:00.000Z']);
  });
});
