import type {
  ConversationMessage,
  ConversationMessagesPage,
  ConversationSummary,
} from '@sante/shared/conversation-constants';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { conversationAttachments } from '../../db/schema/conversations';
import { services } from '../../db/schema/services';
import { storageObjects } from '../../db/schema/storage';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { errorCodeOf, SAMPLE, send, sha256 } from '../storage/storage-test-helpers';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let staff: SignedIn;
let carerThread: string;
let teamThread: string;
let internalThread: string;

async function start(account: SignedIn, body: unknown): Promise<string> {
  const response = await account.client.post('/api/conversations', body);
  expect([200, 201]).toContain(response.status);
  return response.json<{ conversationId: string }>().conversationId;
}

type Upload = { bytes: Uint8Array; type: string; name?: string };

function attach(account: SignedIn, conversationId: string, file: Upload | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('clientId', fields.clientId ?? crypto.randomUUID());
  for (const [name, value] of Object.entries(fields)) if (name !== 'clientId') form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name ?? 'file.bin');
  return send(account.client, server.baseUrl, 'POST', `/api/conversations/${conversationId}/attachments`, form);
}

async function sent(account: SignedIn, conversationId: string, file: Upload, fields: Record<string, string> = {}) {
  const response = await attach(account, conversationId, file, fields);
  expect(response.status).toBe(201);
  return ((await response.json()) as { message: ConversationMessage }).message;
}

const urlOf = (account: SignedIn, conversationId: string, attachmentId: string) =>
  account.client.get(`/api/conversations/${conversationId}/attachments/${attachmentId}/url`);
const fileInto = (account: SignedIn, conversationId: string, attachmentId: string, body: unknown = {}) =>
  account.client.post(`/api/conversations/${conversationId}/attachments/${attachmentId}/file`, body);

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server);
  otherDoctor = await signedInCarer(server);
  const startsAt = new Date(Date.now() + 72 * 3_600_000);
  await server.deps.db.insert(bookings).values({
    patientId: patient.userId,
    doctorId: doctor.userId,
    serviceId: service.id,
    visitKind: 'home_visit',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'confirmed',
    priceXaf: 20_000,
    reference: 'SAD-AT0001',
    paymentChoice: 'cash',
  });
  carerThread = await start(patient, { with: 'carer', carerId: doctor.userId });
  teamThread = await start(patient, { with: 'team' });
  internalThread = await start(staff, { with: 'doctor', doctorId: doctor.userId });
});
afterAll(() => server.close());

describe('attachments', () => {
  it('a photo reaches the other side, through a 5-minute signed link, once per client id', async () => {
    const bytes = SAMPLE.jpeg(180_000);
    const clientId = crypto.randomUUID();
    const message = await sent(
      patient,
      carerThread,
      { bytes, type: 'image/jpeg' },
      { clientId, body: 'La plaie ce matin' },
    );
    expect(message).toMatchObject({
      body: 'La plaie ce matin',
      attachment: { kind: 'photo', mimeType: 'image/jpeg', size: 180_000, filedDocumentId: null },
    });
    const again = await attach(
      patient,
      carerThread,
      { bytes, type: 'image/jpeg' },
      { clientId, body: 'La plaie ce matin' },
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: ConversationMessage }).message.id).toBe(message.id);
    const objects = await server.deps.db
      .select()
      .from(conversationAttachments)
      .where(eq(conversationAttachments.messageId, message.id));
    expect(objects).toHaveLength(1);

    const page = (
      await doctor.client.get(`/api/conversations/${carerThread}/messages`)
    ).json<ConversationMessagesPage>();
    const seen = page.messages.find((candidate) => candidate.id === message.id);
    expect(seen?.attachment?.id).toBe(message.attachment?.id);
    const list = (await doctor.client.get('/api/conversations')).json<{ conversations: ConversationSummary[] }>();
    expect(list.conversations.find((c) => c.id === carerThread)?.lastMessage?.attachment).toBe('photo');

    const link = await urlOf(doctor, carerThread, message.attachment?.id ?? '');
    expect(link.status).toBe(200);
    const { url, expiresAt } = link.json<SignedDocumentUrl>();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    const download = await send(null, server.baseUrl, 'GET', url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(sha256(await download.arrayBuffer())).toBe(sha256(bytes));

    const audited = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation_attachment.url'), eq(auditLog.actorId, doctor.userId)));
    expect(audited[0]?.details).toEqual({ conversationId: carerThread, kind: 'photo' });

    // Health data: the generic storage routes never reach the bucket, staff included.
    const generic = await staff.client.post('/api/storage/object/list/conversation-attachments', { prefix: '' });
    expect(generic.status).toBe(403);
  });

  it('a PDF and a voice note; the type is checked against the bytes and the sizes are bounded (translated 4xx)', async () => {
    const pdf = await sent(
      doctor,
      carerThread,
      { bytes: SAMPLE.pdf(4096), type: 'application/pdf' },
      { name: 'Ordonnance.pdf' },
    );
    expect(pdf.attachment).toMatchObject({ kind: 'document', name: 'Ordonnance.pdf', durationMs: null });
    const voice = await sent(
      patient,
      carerThread,
      { bytes: SAMPLE.webm(60_000), type: 'audio/webm' },
      { durationMs: '30000' },
    );
    expect(voice.attachment).toMatchObject({ kind: 'voice', mimeType: 'audio/webm', durationMs: 30_000, name: null });

    const exe = await attach(patient, carerThread, { bytes: SAMPLE.exe(4096), type: 'image/jpeg', name: 'photo.jpg' });
    expect([exe.status, await errorCodeOf(exe)]).toEqual([415, 'invalid_mime_type']);
    const exeUntyped = await attach(patient, carerThread, {
      bytes: SAMPLE.exe(4096),
      type: 'application/octet-stream',
    });
    expect([exeUntyped.status, await errorCodeOf(exeUntyped)]).toEqual([415, 'invalid_mime_type']);
    const text = await attach(patient, carerThread, { bytes: new TextEncoder().encode('bonjour'), type: 'text/plain' });
    expect([text.status, await errorCodeOf(text)]).toEqual([415, 'invalid_mime_type']);
    const jpegAsVoice = await attach(patient, carerThread, { bytes: SAMPLE.jpeg(), type: 'audio/webm' });
    expect([jpegAsVoice.status, await errorCodeOf(jpegAsVoice)]).toEqual([415, 'invalid_mime_type']);

    const longVoice = await attach(patient, carerThread, { bytes: SAMPLE.webm(1024 * 1024 + 1), type: 'audio/webm' });
    expect([longVoice.status, await errorCodeOf(longVoice)]).toEqual([413, 'file_too_large']);
    const bigPhoto = await attach(patient, carerThread, {
      bytes: SAMPLE.jpeg(10 * 1024 * 1024 + 1),
      type: 'image/jpeg',
    });
    expect([bigPhoto.status, await errorCodeOf(bigPhoto)]).toEqual([413, 'file_too_large']);

    const noFile = await attach(patient, carerThread, null);
    expect([noFile.status, await errorCodeOf(noFile)]).toEqual([400, 'validation_failed']);
    const badFields = await attach(
      patient,
      carerThread,
      { bytes: SAMPLE.jpeg(), type: 'image/jpeg' },
      {
        clientId: 'nope',
        durationMs: '999999',
      },
    );
    const body = (await badFields.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect([badFields.status, body.code, Object.keys(body.fieldErrors).sort()]).toEqual([
      400,
      'validation_failed',
      ['clientId', 'durationMs'],
    ]);
    const json = await patient.client.post(`/api/conversations/${carerThread}/attachments`, {
      clientId: crypto.randomUUID(),
    });
    expect(json.status).toBe(400);
    // Nothing refused was stored.
    const page = (
      await patient.client.get(`/api/conversations/${carerThread}/messages`)
    ).json<ConversationMessagesPage>();
    expect(page.messages.filter((message) => message.attachment).map((message) => message.attachment?.kind)).toEqual([
      'photo',
      'document',
      'voice',
    ]);
  });

  it('another patient, an unrelated doctor and staff (not in a carer thread) are refused: upload, link, filing', async () => {
    const photo = await sent(patient, carerThread, { bytes: SAMPLE.png(2048), type: 'image/png' });
    const attachmentId = photo.attachment?.id ?? '';
    for (const outsider of [otherPatient, otherDoctor, staff]) {
      expect((await urlOf(outsider, carerThread, attachmentId)).status).toBe(404);
      expect((await fileInto(outsider, carerThread, attachmentId)).status).toBe(404);
      expect((await attach(outsider, carerThread, { bytes: SAMPLE.png(), type: 'image/png' })).status).toBe(404);
    }
    // The team thread: the doctor (not staff) and another patient are out; an attachment id of another thread too.
    const teamPhoto = await sent(patient, teamThread, { bytes: SAMPLE.jpeg(), type: 'image/jpeg' });
    for (const outsider of [doctor, otherDoctor, otherPatient]) {
      expect((await urlOf(outsider, teamThread, teamPhoto.attachment?.id ?? '')).status).toBe(404);
      expect((await fileInto(outsider, teamThread, teamPhoto.attachment?.id ?? '')).status).toBe(404);
    }
    expect((await urlOf(patient, teamThread, attachmentId)).status).toBe(404);
    expect((await urlOf(staff, teamThread, teamPhoto.attachment?.id ?? '')).status).toBe(200);
    expect((await urlOf(patient, carerThread, 'not-a-uuid')).status).toBe(404);
    // The patient never sees the internal thread's attachments.
    const internal = await sent(staff, internalThread, { bytes: SAMPLE.pdf(), type: 'application/pdf' });
    expect((await urlOf(patient, internalThread, internal.attachment?.id ?? '')).status).toBe(404);
    expect((await urlOf(doctor, internalThread, internal.attachment?.id ?? '')).status).toBe(200);
  });

  it('a retracted message hides its attachment and its link', async () => {
    const photo = await sent(patient, carerThread, { bytes: SAMPLE.jpeg(), type: 'image/jpeg' });
    expect((await patient.client.post(`/api/conversations/${carerThread}/messages/${photo.seq}/retract`)).status).toBe(
      200,
    );
    const page = (
      await doctor.client.get(`/api/conversations/${carerThread}/messages`)
    ).json<ConversationMessagesPage>();
    expect(page.messages.find((message) => message.id === photo.id)?.attachment).toBeNull();
    expect((await urlOf(patient, carerThread, photo.attachment?.id ?? '')).status).toBe(404);
    expect((await fileInto(patient, carerThread, photo.attachment?.id ?? '')).status).toBe(404);
  });
});

describe('« Classer dans le dossier »', () => {
  it('the patient files a photo in one tap: a document of their record, audited; a second tap answers the same', async () => {
    const photo = await sent(doctor, carerThread, { bytes: SAMPLE.jpeg(5000), type: 'image/jpeg' });
    const attachmentId = photo.attachment?.id ?? '';
    const filed = await fileInto(patient, carerThread, attachmentId, { title: 'Photo de la plaie', kind: 'imaging' });
    expect(filed.status).toBe(201);
    const { documentId } = filed.json<{ documentId: string }>();
    const again = await fileInto(patient, carerThread, attachmentId);
    expect([again.status, again.json<{ documentId: string }>().documentId]).toEqual([200, documentId]);

    const documents = (await patient.client.get('/api/records/documents')).json<{ documents: MedicalDocument[] }>();
    expect(documents.documents.find((document) => document.id === documentId)).toMatchObject({
      title: 'Photo de la plaie',
      kind: 'imaging',
      mimeType: 'image/jpeg',
      size: 5000,
      uploadedByRole: 'patient',
    });
    const link = (await patient.client.get(`/api/records/documents/${documentId}/url`)).json<SignedDocumentUrl>();
    const bytes = await (await send(null, server.baseUrl, 'GET', link.url)).arrayBuffer();
    expect(sha256(bytes)).toBe(sha256(SAMPLE.jpeg(5000)));
    const page = (
      await doctor.client.get(`/api/conversations/${carerThread}/messages`)
    ).json<ConversationMessagesPage>();
    expect(page.messages.find((message) => message.id === photo.id)?.attachment?.filedDocumentId).toBe(documentId);

    const rows = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, attachmentId));
    expect(rows.filter((row) => row.action === 'conversation_attachment.filed')).toEqual([
      expect.objectContaining({
        actorId: patient.userId,
        details: { conversationId: carerThread, patientId: patient.userId, documentId },
      }),
    ]);
    const created = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, documentId));
    expect(created.map((row) => row.action)).toContain('medical_document.create');
    // The copy is the patient's: deleting it from the record leaves the conversation's attachment.
    expect((await patient.client.delete(`/api/records/documents/${documentId}`)).status).toBe(204);
    expect((await urlOf(doctor, carerThread, attachmentId)).status).toBe(200);
  });

  it('the carer files a PDF for their patient, staff file from the team thread; default title from the file name', async () => {
    const pdf = await sent(
      patient,
      carerThread,
      { bytes: SAMPLE.pdf(3000), type: 'application/pdf' },
      { name: 'Analyse sang.pdf' },
    );
    const byCarer = await fileInto(doctor, carerThread, pdf.attachment?.id ?? '');
    expect(byCarer.status).toBe(201);
    const teamPhoto = await sent(patient, teamThread, { bytes: SAMPLE.png(3000), type: 'image/png' });
    const byStaff = await fileInto(staff, teamThread, teamPhoto.attachment?.id ?? '');
    expect(byStaff.status).toBe(201);
    const documents = (await patient.client.get('/api/records/documents')).json<{ documents: MedicalDocument[] }>();
    const carerDocument = documents.documents.find((d) => d.id === byCarer.json<{ documentId: string }>().documentId);
    expect(carerDocument).toMatchObject({ title: 'Analyse sang', kind: 'other', uploadedByRole: 'medecin' });
    const staffDocument = documents.documents.find((d) => d.id === byStaff.json<{ documentId: string }>().documentId);
    expect(staffDocument?.title).toMatch(/^Photo du \d{2}\/\d{2}\/\d{4}$/);
    expect(staffDocument?.uploadedByRole).toBe('personnel_operationnel');
    // In the patient's quota, not in the sender's.
    const [object] = await server.deps.db
      .select({ ownerId: storageObjects.ownerId })
      .from(conversationAttachments)
      .innerJoin(storageObjects, eq(storageObjects.id, conversationAttachments.objectId))
      .where(eq(conversationAttachments.id, teamPhoto.attachment?.id ?? ''));
    expect(object?.ownerId).toBe(patient.userId);
  });

  it('voice notes and internal threads cannot be filed (409); bad input is 400', async () => {
    const voice = await sent(
      doctor,
      carerThread,
      { bytes: SAMPLE.webm(2000), type: 'audio/webm' },
      { durationMs: '4000' },
    );
    const refused = await fileInto(patient, carerThread, voice.attachment?.id ?? '');
    expect([refused.status, refused.json<{ code: string }>().code]).toEqual([409, 'attachment_not_fileable']);
    const internal = await sent(doctor, internalThread, { bytes: SAMPLE.jpeg(), type: 'image/jpeg' });
    const internalRefused = await fileInto(staff, internalThread, internal.attachment?.id ?? '');
    expect([internalRefused.status, internalRefused.json<{ code: string }>().code]).toEqual([
      409,
      'attachment_not_fileable',
    ]);
    const photo = await sent(patient, carerThread, { bytes: SAMPLE.jpeg(), type: 'image/jpeg' });
    const bad = await fileInto(patient, carerThread, photo.attachment?.id ?? '', { kind: 'x', title: '' });
    expect([bad.status, Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()]).toEqual([
      400,
      ['kind', 'title'],
    ]);
  });
});
