import { randomUUID } from 'node:crypto';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { storageObjects } from '../../db/schema/storage';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { objectTokens } from '../storage/object-token';
import { signedIn } from '../../testing/signed-in-client';
import { errorCodeOf, SAMPLE, send, sha256 } from '../storage/storage-test-helpers';

let server: TestServer;
let alice: { client: TestClient; userId: string };
let bob: { client: TestClient; userId: string };
beforeAll(async () => {
  server = await startTestServer();
  alice = await signedIn(server, 'patient');
  bob = await signedIn(server, 'patient');
});
afterAll(() => server.close());

const fields = {
  title: 'Bilan sanguin février',
  kind: 'lab_result',
  category: 'Hématologie',
  documentDate: '2026-02-10',
};

function form(values: Record<string, string>, file?: { bytes: Uint8Array; type: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (file) body.append('file', new Blob([file.bytes], { type: file.type }), 'scan.bin');
  return body;
}

async function upload(client: TestClient, values: Record<string, string>, file?: { bytes: Uint8Array; type: string }) {
  return send(client, server.baseUrl, 'POST', '/api/records/documents', form(values, file));
}

async function addDocument(client: TestClient, overrides: Record<string, string> = {}, bytes = SAMPLE.pdf(2048)) {
  const res = await upload(client, { ...fields, ...overrides }, { bytes, type: 'application/pdf' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { document: MedicalDocument }).document;
}

describe('/api/records/documents', () => {
  it('adds a document, lists it, reads it, and serves the same bytes through a signed URL', async () => {
    const bytes = SAMPLE.pdf(3 * 1024 * 1024);
    const document = await addDocument(alice.client, {}, bytes);
    expect(document).toMatchObject({
      title: 'Bilan sanguin février',
      kind: 'lab_result',
      category: 'Hématologie',
      documentDate: '2026-02-10',
      mimeType: 'application/pdf',
      size: bytes.length,
      uploadedByRole: 'patient',
    });
    expect((await alice.client.get(`/api/records/documents/${document.id}`)).json()).toEqual({ document });
    expect((await alice.client.get('/api/records/documents')).json()).toEqual({ documents: [document] });

    const inline = (await alice.client.get(`/api/records/documents/${document.id}/url`)).json<SignedDocumentUrl>();
    expect(inline.url).toMatch(/^\/api\/storage\/object\/sign\/medical-documents\//);
    const expiresIn = Date.parse(inline.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);
    const res = await send(null, server.baseUrl, 'GET', inline.url);
    expect(res.status).toBe(200);
    expect(sha256(await res.arrayBuffer())).toBe(sha256(bytes));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const download = (
      await alice.client.get(`/api/records/documents/${document.id}/url?download=1`)
    ).json<SignedDocumentUrl>();
    const attachment = await send(null, server.baseUrl, 'GET', download.url);
    expect(attachment.headers.get('content-disposition')).toBe('attachment; filename="Bilan-sanguin-fevrier.pdf"');
    await attachment.arrayBuffer();
  });

  it('changes the details, deletes the document and its bytes', async () => {
    const document = await addDocument(alice.client);
    const { url } = (await alice.client.get(`/api/records/documents/${document.id}/url`)).json<SignedDocumentUrl>();
    const changed = await alice.client.put(`/api/records/documents/${document.id}`, {
      ...fields,
      title: 'Ordonnance',
      kind: 'prescription',
      category: '',
    });
    expect(changed.json<{ document: MedicalDocument }>().document).toMatchObject({
      title: 'Ordonnance',
      kind: 'prescription',
      category: null,
    });
    expect((await alice.client.put(`/api/records/documents/${document.id}`, { title: '' })).status).toBe(400);

    const [object] = await server.deps.db
      .select()
      .from(storageObjects)
      .where(like(storageObjects.name, `%/${document.id}`));
    expect(await server.deps.store.exists(object?.key ?? '')).toBe(true);
    expect((await alice.client.delete(`/api/records/documents/${document.id}`)).status).toBe(204);
    expect(await server.deps.store.exists(object?.key ?? '')).toBe(false);
    expect((await alice.client.get(`/api/records/documents/${document.id}`)).status).toBe(404);
    expect((await send(null, server.baseUrl, 'GET', url)).status).toBe(404);
  });

  it('hides my documents from another patient: by id, by storage path, by an expired link', async () => {
    const document = await addDocument(alice.client);
    for (const path of [`/api/records/documents/${document.id}`, `/api/records/documents/${document.id}/url`])
      expect((await bob.client.get(path)).json().code).toBe('not_found');
    expect((await bob.client.put(`/api/records/documents/${document.id}`, fields)).status).toBe(404);
    expect((await bob.client.delete(`/api/records/documents/${document.id}`)).status).toBe(404);
    expect((await bob.client.get('/api/records/documents')).json()).toEqual({ documents: [] });

    const storagePath = `/api/storage/object/medical-documents/${alice.userId}/${document.id}`;
    expect((await bob.client.get(storagePath)).status).toBe(403);
    expect((await alice.client.get(storagePath)).status).toBe(403);
    expect(
      (
        await bob.client.post(`/api/storage/object/sign/medical-documents/${alice.userId}/${document.id}`, {
          expiresIn: 60,
        })
      ).status,
    ).toBe(403);

    const [object] = await server.deps.db
      .select()
      .from(storageObjects)
      .where(like(storageObjects.name, `%/${document.id}`));
    const target = { bucket: 'medical-documents', path: `${alice.userId}/${document.id}` };
    const expired = objectTokens(server.deps.env.AUTH_SECRET).sign(target, {
      purpose: 'download',
      exp: Math.floor(Date.now() / 1000) - 5,
      key: object?.key ?? '',
    });
    const res = await send(
      bob.client,
      server.baseUrl,
      'GET',
      `/api/storage/object/sign/medical-documents/${target.path}?token=${expired}`,
    );
    expect([res.status, await errorCodeOf(res)]).toEqual([400, 'signature_expired']);
    const { url } = (await alice.client.get(`/api/records/documents/${document.id}/url`)).json<SignedDocumentUrl>();
    const tampered = await send(bob.client, server.baseUrl, 'GET', url.replace(document.id, randomUUID()));
    expect([tampered.status, await errorCodeOf(tampered)]).toEqual([400, 'invalid_signature']);
  });

  it('refuses a missing file, bad fields, a wrong type, an oversize file and a full quota', async () => {
    const noFile = await upload(alice.client, fields);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { file: ['validation.required'] },
    });
    const badFields = await upload(
      alice.client,
      { title: '', kind: 'x', documentDate: '2999-01-01' },
      { bytes: SAMPLE.pdf(), type: 'application/pdf' },
    );
    const body = (await badFields.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['documentDate', 'kind', 'title']);

    const exe = await upload(alice.client, fields, { bytes: SAMPLE.exe(), type: 'image/png' });
    expect([exe.status, await errorCodeOf(exe)]).toEqual([415, 'invalid_mime_type']);
    const text = await upload(alice.client, fields, { bytes: new TextEncoder().encode('hello'), type: 'text/plain' });
    expect([text.status, await errorCodeOf(text)]).toEqual([415, 'invalid_mime_type']);
    const big = await upload(alice.client, fields, {
      bytes: SAMPLE.pdf(10 * 1024 * 1024 + 1),
      type: 'application/pdf',
    });
    expect([big.status, await errorCodeOf(big)]).toEqual([413, 'file_too_large']);

    const { client, userId } = await signedIn(server, 'patient');
    await server.deps.db.insert(storageObjects).values({
      bucketId: 'avatars',
      name: `${userId}/large`,
      key: `avatars/${randomUUID()}`,
      ownerId: userId,
      size: 199 * 1024 * 1024,
      mimeType: 'image/png',
      cacheControl: 'max-age=3600',
      etag: '"x"',
    });
    const overQuota = await upload(client, fields, { bytes: SAMPLE.pdf(2 * 1024 * 1024), type: 'application/pdf' });
    expect([overQuota.status, await errorCodeOf(overQuota)]).toEqual([413, 'quota_exceeded']);
    expect((await client.get('/api/records/documents')).json()).toEqual({ documents: [] });
  });

  it('takes the type from the bytes when the phone sends none or a generic one', async () => {
    const res = await upload(alice.client, fields, { bytes: SAMPLE.jpeg(500), type: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { document: MedicalDocument }).document.mimeType).toBe('image/jpeg');
  });

  it("keeps a document's bytes when staff try to empty the bucket (403 admin, 409 even for the super admin)", async () => {
    await addDocument(alice.client);
    const { client: admin } = await signedIn(server, 'admin');
    expect((await admin.post('/api/storage/bucket/medical-documents/empty')).status).toBe(403);
    const { client: superAdmin } = await signedIn(server, 'super_admin');
    const res = await superAdmin.post('/api/storage/bucket/medical-documents/empty');
    expect([res.status, res.json().code]).toEqual([409, 'bucket_holds_health_data']);
  });

  it('filters by text, kind and dates, newest document date first', async () => {
    const { client } = await signedIn(server, 'patient');
    const older = await addDocument(client, {
      title: 'Radio thorax',
      kind: 'imaging',
      category: 'Pneumologie',
      documentDate: '2025-05-01',
    });
    const newer = await addDocument(client, {
      title: 'Ordonnance',
      kind: 'prescription',
      category: '',
      documentDate: '2026-01-15',
    });
    const middle = await addDocument(client, {
      title: 'NFS',
      kind: 'lab_result',
      category: 'Hématologie',
      documentDate: '2025-11-30',
    });
    const ids = async (query: string) =>
      (await client.get(`/api/records/documents${query}`))
        .json<{ documents: MedicalDocument[] }>()
        .documents.map((d) => d.id);
    expect(await ids('')).toEqual([newer.id, middle.id, older.id]);
    expect(await ids('?q=hémato')).toEqual([middle.id]);
    expect(await ids('?q=RADIO')).toEqual([older.id]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?kind=prescription')).toEqual([newer.id]);
    expect(await ids('?from=2025-06-01&to=2025-12-31')).toEqual([middle.id]);
    expect((await client.get('/api/records/documents?kind=nope')).status).toBe(400);
  });

  it('writes an audit row for every read and change, with ids only', async () => {
    const { client, userId } = await signedIn(server, 'patient');
    const document = await addDocument(client);
    await client.get('/api/records/documents');
    await client.get(`/api/records/documents/${document.id}`);
    await client.get(`/api/records/documents/${document.id}/url`);
    await client.put(`/api/records/documents/${document.id}`, fields);
    await client.delete(`/api/records/documents/${document.id}`);
    const rows = await server.deps.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), like(auditLog.action, 'medical_document.%')));
    expect(rows.map((row) => row.action).sort()).toEqual(
      ['create', 'list', 'read', 'url', 'update', 'delete'].map((action) => `medical_document.${action}`).sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('Bilan');
  });

  it('is for patients: 401 anonymous, 403 doctor and staff, 404 for a malformed id', async () => {
    expect((await server.client().get('/api/records/documents')).status).toBe(401);
    expect((await (await signedIn(server, 'medecin')).client.get('/api/records/documents')).status).toBe(403);
    expect((await (await signedIn(server, 'admin')).client.get('/api/records/documents')).status).toBe(403);
    for (const id of ['not-a-uuid', '1', "'%20or%201=1"])
      expect((await alice.client.get(`/api/records/documents/${id}`)).status).toBe(404);
  });
});
