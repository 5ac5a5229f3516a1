import { randomUUID } from 'node:crypto';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { storageBuckets, storageObjects } from '../../db/schema/storage';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { objectTokens } from './object-token';
import { errorCodeOf, SAMPLE, send } from './storage-test-helpers';

/**
 * Buckets holding health data (issue #9, section 4): never public, out of the generic storage API for every
 * role (the records API is the audited way in), short signed links; bucket policy is the super admin's, audited;
 * only safe image/PDF types in any bucket, with capped sizes.
 */
let server: TestServer;
let alice: { client: TestClient; userId: string };
let identities: Array<[string, TestClient | null]>;
let superAdmin: TestClient;
let documentPath: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedIn(server, 'patient');
  superAdmin = (await signedIn(server, 'super_admin')).client;
  identities = [
    ['anonymous', null],
    ['patient (owner)', alice.client],
    ['another patient', (await signedIn(server, 'patient')).client],
    ['medecin', (await signedIn(server, 'medecin')).client],
    ['personnel_operationnel', (await signedIn(server, 'personnel_operationnel')).client],
    ['admin', (await signedIn(server, 'admin')).client],
    ['super_admin', superAdmin],
  ];
  const body = new FormData();
  for (const [name, value] of Object.entries({ title: 'Bilan', kind: 'lab_result', documentDate: '2026-02-10' }))
    body.append(name, value);
  body.append('file', new Blob([SAMPLE.pdf(2048)], { type: 'application/pdf' }), 'scan.pdf');
  const created = await send(alice.client, server.baseUrl, 'POST', '/api/records/documents', body);
  expect(created.status).toBe(201);
  const { document } = (await created.json()) as { document: MedicalDocument };
  documentPath = `${alice.userId}/${document.id}`;
});
afterAll(() => server.close());

const storage = (client: TestClient | null, method: string, path: string, body?: unknown) =>
  send(
    client,
    server.baseUrl,
    method,
    `/api/storage${path}`,
    body instanceof Uint8Array ? body : body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(body)),
    body instanceof Uint8Array ? { 'content-type': 'application/pdf' } : { 'content-type': 'application/json' },
  );

async function auditActions(action: string) {
  return server.deps.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('medical documents through the generic storage API', () => {
  it('are reached by no role: anonymous 401, every signed-in role 403 (owner included: the records API is the way)', async () => {
    for (const [who, client] of identities) {
      const expected = client ? 403 : 401;
      const calls: Array<[string, string, unknown?]> = [
        ['POST', '/object/list/medical-documents', {}],
        ['POST', '/object/list/medical-documents', { prefix: alice.userId }],
        ['GET', `/object/medical-documents/${documentPath}`],
        ['HEAD', `/object/medical-documents/${documentPath}`],
        ['GET', `/object/info/medical-documents/${documentPath}`],
        ['POST', `/object/sign/medical-documents/${documentPath}`, { expiresIn: 7 * 24 * 3600 }],
        ['POST', `/object/upload/sign/medical-documents/${alice.userId}/${randomUUID()}`],
        ['POST', `/object/medical-documents/${alice.userId}/${randomUUID()}`, SAMPLE.pdf()],
        ['PUT', `/object/medical-documents/${documentPath}`, SAMPLE.pdf()],
        ['DELETE', `/object/medical-documents/${documentPath}`],
        [
          'POST',
          '/object/copy',
          { bucketId: 'medical-documents', sourceKey: documentPath, destinationKey: `${alice.userId}/copy` },
        ],
        [
          'POST',
          '/object/move',
          { bucketId: 'medical-documents', sourceKey: documentPath, destinationKey: `${alice.userId}/moved` },
        ],
      ];
      for (const [method, path, body] of calls) {
        const res = await storage(client, method, path, body);
        expect([who, method, path, res.status]).toEqual([who, method, path, expected]);
      }
      const publicRead = await storage(client, 'GET', `/object/public/medical-documents/${documentPath}`);
      expect([who, publicRead.status]).toEqual([who, 404]);
    }
    // The document is still there, untouched.
    const [object] = await server.deps.db
      .select()
      .from(storageObjects)
      .where(and(eq(storageObjects.bucketId, 'medical-documents'), eq(storageObjects.name, documentPath)));
    expect(object?.size).toBe(2048);
  });

  it('are served to the owner through the records API, audited, by a link of at most 5 minutes', async () => {
    const id = documentPath.split('/')[1] ?? '';
    const res = await alice.client.get(`/api/records/documents/${id}/url`);
    expect(res.status).toBe(200);
    const { url, expiresAt } = res.json<SignedDocumentUrl>();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await send(null, server.baseUrl, 'GET', url)).status).toBe(200);
    expect((await auditActions('medical_document.url')).length).toBeGreaterThan(0);
  });

  it('refuses a signed link to a health bucket that lives longer than 5 minutes (e.g. a 7-day link minted before)', async () => {
    const [object] = await server.deps.db.select().from(storageObjects).where(eq(storageObjects.name, documentPath));
    const sevenDays = objectTokens(server.deps.env.AUTH_SECRET).sign(
      { bucket: 'medical-documents', path: documentPath },
      { purpose: 'download', exp: Math.floor(Date.now() / 1000) + 7 * 24 * 3600, key: object?.key ?? '' },
    );
    const res = await send(
      null,
      server.baseUrl,
      'GET',
      `/api/storage/object/sign/medical-documents/${documentPath}?token=${sevenDays}`,
    );
    expect([res.status, await errorCodeOf(res)]).toEqual([400, 'invalid_signature']);
  });
});

describe('bucket policy', () => {
  it('is changed by the super admin only (403 for the other staff roles), and audited', async () => {
    const id = `policy-${randomUUID().slice(0, 8)}`;
    for (const [who, client] of identities.filter(([name]) => name !== 'super_admin')) {
      const expected = client ? 403 : 401;
      for (const [method, path, body] of [
        ['POST', '/bucket', { id }],
        ['PUT', '/bucket/avatars', { file_size_limit: 1000 }],
        ['POST', '/bucket/avatars/empty', {}],
        ['DELETE', '/bucket/avatars', undefined],
      ] as const) {
        const res = await storage(client, method, path, body);
        expect([who, method, path, res.status]).toEqual([who, method, path, expected]);
      }
    }
    expect((await storage(superAdmin, 'POST', '/bucket', { id })).status).toBe(201);
    expect((await storage(superAdmin, 'PUT', `/bucket/${id}`, { file_size_limit: 1000 })).status).toBe(200);
    expect((await storage(superAdmin, 'POST', `/bucket/${id}/empty`, {})).status).toBe(200);
    expect((await storage(superAdmin, 'DELETE', `/bucket/${id}`)).status).toBe(200);
    for (const action of ['create', 'update', 'empty', 'delete']) {
      const rows = (await auditActions(`storage_bucket.${action}`)).filter((row) => row.targetId === id);
      expect([action, rows.length, rows[0]?.actorRole]).toEqual([action, 1, 'super_admin']);
    }
  });

  it('never makes a health bucket public, nor drops its flag: 409 from the API, refused by the database', async () => {
    const open = await storage(superAdmin, 'PUT', '/bucket/medical-documents', { public: true });
    expect([open.status, await errorCodeOf(open)]).toEqual([409, 'bucket_holds_health_data']);
    const unflag = await storage(superAdmin, 'PUT', '/bucket/medical-documents', { holds_health_data: false });
    expect([unflag.status, await errorCodeOf(unflag)]).toEqual([409, 'bucket_holds_health_data']);
    const created = await storage(superAdmin, 'POST', '/bucket', {
      id: `health-${randomUUID().slice(0, 8)}`,
      holds_health_data: true,
      public: true,
    });
    expect([created.status, await errorCodeOf(created)]).toEqual([409, 'bucket_holds_health_data']);
    const bucket = await storage(superAdmin, 'GET', '/bucket/medical-documents');
    expect(await bucket.json()).toMatchObject({ public: false, holds_health_data: true });
    await expect(
      server.deps.db.update(storageBuckets).set({ public: true }).where(eq(storageBuckets.id, 'medical-documents')),
    ).rejects.toThrow();
    // A health bucket is not emptied through the generic API either (documents are deleted one by one, audited).
    const emptied = await storage(superAdmin, 'POST', '/bucket/medical-documents/empty', {});
    expect([emptied.status, await errorCodeOf(emptied)]).toEqual([409, 'bucket_holds_health_data']);
    expect((await storage(null, 'GET', `/object/public/medical-documents/${documentPath}`)).status).toBe(404);
  });

  it('keeps every bucket to safe image/PDF types and capped sizes', async () => {
    for (const types of [['text/html'], ['image/svg+xml'], ['application/xhtml+xml'], ['*/*'], ['application/*']]) {
      const res = await storage(superAdmin, 'PUT', '/bucket/avatars', { allowed_mime_types: types });
      expect([types, res.status, await errorCodeOf(res)]).toEqual([types, 400, 'validation_failed']);
    }
    const huge = await storage(superAdmin, 'PUT', '/bucket/avatars', { file_size_limit: 500 * 1024 * 1024 });
    expect([huge.status, await errorCodeOf(huge)]).toEqual([400, 'validation_failed']);
    const avatars = await (await storage(superAdmin, 'GET', '/bucket/avatars')).json();
    expect(avatars).toMatchObject({
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    });

    // A bucket without its own list still refuses markup, whatever the declared type.
    const id = `open-${randomUUID().slice(0, 8)}`;
    expect((await storage(superAdmin, 'POST', '/bucket', { id })).status).toBe(201);
    const markup = {
      'text/html': '<html><script>alert(1)</script></html>',
      'image/svg+xml': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'application/xhtml+xml': '<html xmlns="http://www.w3.org/1999/xhtml"/>',
      'application/octet-stream': 'x',
    };
    for (const [type, text] of Object.entries(markup)) {
      const res = await send(
        superAdmin,
        server.baseUrl,
        'POST',
        `/api/storage/object/${id}/x`,
        new TextEncoder().encode(text),
        {
          'content-type': type,
        },
      );
      expect([type, res.status, await errorCodeOf(res)]).toEqual([type, 415, 'invalid_mime_type']);
    }
    const pdf = await send(superAdmin, server.baseUrl, 'POST', `/api/storage/object/${id}/a.pdf`, SAMPLE.pdf(), {
      'content-type': 'application/pdf',
    });
    expect(pdf.status).toBe(201);
  });
});
