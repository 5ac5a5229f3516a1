import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema/storage';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { objectTokens } from './object-token';
import { signedIn } from '../../testing/signed-in-client';
import { errorCodeOf, SAMPLE, send, sha256 } from './storage-test-helpers';

let server: TestServer;
let staff: TestClient;
let superAdmin: TestClient;
let alice: { client: TestClient; userId: string };
let bob: { client: TestClient; userId: string };
beforeAll(async () => {
  server = await startTestServer();
  staff = (await signedIn(server, 'admin')).client;
  superAdmin = (await signedIn(server, 'super_admin')).client;
  alice = await signedIn(server, 'patient');
  bob = await signedIn(server, 'patient');
});
afterAll(() => server.close());

const put = (client: TestClient | null, method: string, path: string, body?: Uint8Array, headers = {}) =>
  send(client, server.baseUrl, method, `/api/storage${path}`, body, headers);
const png = { 'content-type': 'image/png' };

/**
 * A request sent byte for byte on its own connection (fetch would resolve `..` segments before sending,
 * and reuse a connection the server closes after refusing an oversize body).
 */
function rawRequest(path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function staffBucket(settings: Record<string, unknown> = {}): Promise<string> {
  const id = `test-${randomUUID().slice(0, 8)}`;
  expect((await superAdmin.post('/api/storage/bucket', { id, ...settings })).status).toBe(201);
  return id;
}

describe('objects: upload and download', () => {
  it('stores my avatar and gives the same bytes back, with info headers on HEAD', async () => {
    const bytes = SAMPLE.png(5000);
    const path = `/object/avatars/${alice.userId}/photo.png`;
    const created = await put(alice.client, 'POST', path, bytes, png);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ Key: `avatars/${alice.userId}/photo.png` });

    const download = await put(alice.client, 'GET', path);
    expect(download.status).toBe(200);
    expect(sha256(await download.arrayBuffer())).toBe(sha256(bytes));
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    const head = await put(alice.client, 'HEAD', path);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('5000');
    expect(head.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const info = await alice.client.get(`/api/storage/object/info/avatars/${alice.userId}/photo.png`);
    expect(info.json()).toMatchObject({ size: 5000, content_type: 'image/png', cache_control: 'max-age=3600' });
  });

  it('refuses to overwrite without x-upsert (409 object_exists), replaces with it, PUT needs an existing path', async () => {
    const path = `/object/avatars/${alice.userId}/upsert.png`;
    expect((await put(alice.client, 'POST', path, SAMPLE.png(), png)).status).toBe(201);
    const again = await put(alice.client, 'POST', path, SAMPLE.png(), png);
    expect([again.status, await errorCodeOf(again)]).toEqual([409, 'object_exists']);
    const replacement = SAMPLE.jpeg(900);
    const upserted = await put(alice.client, 'POST', path, replacement, {
      'content-type': 'image/jpeg',
      'x-upsert': 'true',
    });
    expect(upserted.status).toBe(200);
    expect(sha256(await (await put(alice.client, 'GET', path)).arrayBuffer())).toBe(sha256(replacement));
    expect((await put(alice.client, 'PUT', path, SAMPLE.png(), png)).status).toBe(200);
    const missing = await put(alice.client, 'PUT', `/object/avatars/${alice.userId}/none.png`, SAMPLE.png(), png);
    expect([missing.status, await errorCodeOf(missing)]).toEqual([404, 'object_not_found']);
  });

  it('accepts a multipart `file` field and defaults the type to text/plain and the cache to 3600 s', async () => {
    const bucket = await staffBucket();
    const form = new FormData();
    form.append('file', new Blob([SAMPLE.png(300)], { type: 'image/png' }), 'a.png');
    expect((await send(staff, server.baseUrl, 'POST', `/api/storage/object/${bucket}/multi/a.png`, form)).status).toBe(
      201,
    );
    expect((await staff.get(`/api/storage/object/info/${bucket}/multi/a.png`)).json()).toMatchObject({
      size: 300,
      content_type: 'image/png',
    });
    const plain = await put(staff, 'POST', `/object/${bucket}/note`, new TextEncoder().encode('Bonjour'));
    expect(plain.status).toBe(201);
    expect((await staff.get(`/api/storage/object/info/${bucket}/note`)).json()).toMatchObject({
      content_type: 'text/plain',
      cache_control: 'max-age=3600',
    });
  });

  it('refuses wrong types (415), oversize files (413) and a full quota (413)', async () => {
    const folder = `/object/avatars/${alice.userId}`;
    const renamedExe = await put(alice.client, 'POST', `${folder}/virus.png`, SAMPLE.exe(), png);
    expect([renamedExe.status, await errorCodeOf(renamedExe)]).toEqual([415, 'invalid_mime_type']);
    const pdfAsPng = await put(alice.client, 'POST', `${folder}/doc.png`, SAMPLE.pdf(), png);
    expect(await errorCodeOf(pdfAsPng)).toBe('invalid_mime_type');
    const html = await put(alice.client, 'POST', `${folder}/x.html`, new TextEncoder().encode('<b>x</b>'), {
      'content-type': 'text/html',
    });
    expect([html.status, await errorCodeOf(html)]).toEqual([415, 'invalid_mime_type']);
    const big = await put(alice.client, 'POST', `${folder}/big.png`, SAMPLE.png(2 * 1024 * 1024 + 1), png);
    expect([big.status, await errorCodeOf(big)]).toEqual([413, 'file_too_large']);

    const { userId, client } = await signedIn(server, 'patient');
    await server.deps.db.insert(storageObjects).values({
      bucketId: 'avatars',
      name: `${userId}/filler`,
      key: `avatars/${randomUUID()}`,
      ownerId: userId,
      size: 200 * 1024 * 1024 - 10,
      mimeType: 'image/png',
      cacheControl: 'max-age=3600',
      etag: '"x"',
    });
    const overQuota = await put(client, 'POST', `/object/avatars/${userId}/one-more.png`, SAMPLE.png(), png);
    expect([overQuota.status, await errorCodeOf(overQuota)]).toEqual([413, 'quota_exceeded']);
  });

  it('lifts the JSON body limit for file bytes only', async () => {
    const bucket = await staffBucket();
    const bytes = SAMPLE.png(3 * 1024 * 1024);
    expect((await put(staff, 'POST', `/object/${bucket}/big.png`, bytes, png)).status).toBe(201);
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = await rawRequest(`/api/storage/object/list/${bucket}`, {
      method: 'POST',
      body: JSON.stringify({ search: 'x'.repeat(1_100_000) }),
      headers: { cookie, 'content-type': 'application/json', origin: server.baseUrl },
    });
    expect([json.status, JSON.parse(json.body)]).toMatchObject([413, { code: 'payload_too_large' }]);
  });

  it('refuses traversal and malformed paths with 400 invalid_path', async () => {
    for (const path of ['..%2Fsecret', '%2E%2E%2Fx', 'a%5Cb', 'a%00b', 'a//b', `${'x'.repeat(1025)}`]) {
      const res = await put(staff, 'POST', `/object/avatars/${path}`, SAMPLE.png(), png);
      expect([path, res.status, await errorCodeOf(res)]).toEqual([path, 400, 'invalid_path']);
    }
    const get = await put(staff, 'GET', '/object/avatars/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd');
    expect([get.status, await errorCodeOf(get)]).toEqual([400, 'invalid_path']);
    // Unencoded dot segments never reach a storage route (the URL is normalised first).
    const raw = await rawRequest('/api/storage/object/avatars/../../../etc/passwd');
    expect(raw.status).toBe(404);
  });
});

describe('objects: who may reach them', () => {
  it("keeps another patient out of my avatar folder (403) and lists only one's own objects", async () => {
    const mine = `avatars/${alice.userId}/private.png`;
    expect((await put(alice.client, 'POST', `/object/${mine}`, SAMPLE.png(), png)).status).toBe(201);
    for (const [method, path] of [
      ['GET', `/object/${mine}`],
      ['HEAD', `/object/${mine}`],
      ['DELETE', `/object/${mine}`],
      ['GET', `/object/info/${mine}`],
    ] as const)
      expect([method, path, (await put(bob.client, method, path)).status]).toEqual([method, path, 403]);
    expect((await put(bob.client, 'POST', `/object/${mine}-2`, SAMPLE.png(), png)).status).toBe(403);
    expect((await bob.client.post(`/api/storage/object/sign/${mine}`, { expiresIn: 60 })).status).toBe(403);
    const move = await bob.client.post('/api/storage/object/move', {
      bucketId: 'avatars',
      sourceKey: `${alice.userId}/private.png`,
      destinationKey: `${bob.userId}/stolen.png`,
    });
    expect(move.status).toBe(403);

    const listed = await bob.client.post('/api/storage/object/list/avatars', { prefix: alice.userId });
    expect(listed.json()).toEqual([]);
    const root = await bob.client.post('/api/storage/object/list/avatars', {});
    expect(root.json<Array<{ name: string }>>().map((entry) => entry.name)).toEqual([]);
    expect((await put(null, 'GET', `/object/${mine}`)).status).toBe(401);
  });

  it('keeps medical documents out of the generic routes for patients, even in their own folder', async () => {
    const path = `/object/medical-documents/${alice.userId}/${randomUUID()}`;
    expect((await put(alice.client, 'POST', path, SAMPLE.pdf(), { 'content-type': 'application/pdf' })).status).toBe(
      403,
    );
    expect((await alice.client.post('/api/storage/object/list/medical-documents', {})).status).toBe(403);
  });

  it('serves public buckets without a session, private ones never', async () => {
    const bucket = await staffBucket({ public: true });
    expect((await put(staff, 'POST', `/object/${bucket}/logo.png`, SAMPLE.png(), png)).status).toBe(201);
    const res = await put(null, 'GET', `/object/public/${bucket}/logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect((await put(null, 'GET', `/object/public/avatars/${alice.userId}/photo.png`)).status).toBe(404);
  });
});

describe('signed URLs', () => {
  it('downloads the same bytes without a session; refuses tampered, expired and outdated tokens', async () => {
    const bytes = SAMPLE.jpeg(4096);
    const path = `avatars/${alice.userId}/signed.jpg`;
    await put(alice.client, 'POST', `/object/${path}`, bytes, { 'content-type': 'image/jpeg' });
    const signed = await alice.client.post(`/api/storage/object/sign/${path}`, { expiresIn: 60 });
    const { signedURL } = signed.json<{ signedURL: string }>();
    expect(signedURL).toMatch(new RegExp(`^/api/storage/object/sign/${path}\\?token=`));

    const res = await send(null, server.baseUrl, 'GET', signedURL);
    expect(res.status).toBe(200);
    expect(sha256(await res.arrayBuffer())).toBe(sha256(bytes));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const tampered = await send(null, server.baseUrl, 'GET', `${signedURL.slice(0, -3)}abc`);
    expect([tampered.status, await errorCodeOf(tampered)]).toEqual([400, 'invalid_signature']);
    const otherPath = signedURL.replace('signed.jpg', 'photo.png');
    expect(await errorCodeOf(await send(null, server.baseUrl, 'GET', otherPath))).toBe('invalid_signature');

    const key = (await server.deps.db.select().from(storageObjects)).find((row) =>
      row.name.endsWith('signed.jpg'),
    )?.key;
    const expiredToken = objectTokens(server.deps.env.AUTH_SECRET).sign(
      { bucket: 'avatars', path: `${alice.userId}/signed.jpg` },
      { purpose: 'download', exp: Math.floor(Date.now() / 1000) - 1, key: key ?? '' },
    );
    const expired = await send(null, server.baseUrl, 'GET', `/api/storage/object/sign/${path}?token=${expiredToken}`);
    expect([expired.status, await errorCodeOf(expired)]).toEqual([400, 'signature_expired']);

    await put(alice.client, 'POST', `/object/${path}`, SAMPLE.jpeg(10), {
      'content-type': 'image/jpeg',
      'x-upsert': 'true',
    });
    const replaced = await send(null, server.baseUrl, 'GET', signedURL);
    expect([replaced.status, await errorCodeOf(replaced)]).toEqual([400, 'invalid_signature']);
  });

  it('uploads through a signed upload URL, without a session', async () => {
    const path = `avatars/${alice.userId}/via-link.png`;
    const signed = await alice.client.post(`/api/storage/object/upload/sign/${path}`);
    expect(signed.status).toBe(200);
    const { url, token } = signed.json<{ url: string; token: string }>();
    expect(url).toContain(`token=${encodeURIComponent(token)}`);
    const bytes = SAMPLE.png(777);
    expect((await send(null, server.baseUrl, 'PUT', url, bytes, png)).status).toBe(200);
    expect(sha256(await (await put(alice.client, 'GET', `/object/${path}`)).arrayBuffer())).toBe(sha256(bytes));
    const again = await send(null, server.baseUrl, 'PUT', url, bytes, png);
    expect(await errorCodeOf(again)).toBe('object_exists');
    const forged = await send(null, server.baseUrl, 'PUT', url.replace('via-link', 'other'), bytes, png);
    expect(await errorCodeOf(forged)).toBe('invalid_signature');
  });
});

describe('move, copy and list', () => {
  it('moves and copies within a bucket', async () => {
    const base = `${alice.userId}/mc`;
    await put(alice.client, 'POST', `/object/avatars/${base}/a.png`, SAMPLE.png(123), png);
    const move = { bucketId: 'avatars', sourceKey: `${base}/a.png`, destinationKey: `${base}/b.png` };
    expect((await alice.client.post('/api/storage/object/move', move)).status).toBe(200);
    expect((await put(alice.client, 'GET', `/object/avatars/${base}/a.png`)).status).toBe(404);
    expect((await put(alice.client, 'GET', `/object/avatars/${base}/b.png`)).status).toBe(200);
    const copy = { bucketId: 'avatars', sourceKey: `${base}/b.png`, destinationKey: `${base}/c.png` };
    expect((await alice.client.post('/api/storage/object/copy', copy)).json()).toEqual({
      Key: `avatars/${base}/c.png`,
    });
    const [b, c] = await Promise.all(
      ['b', 'c'].map(async (name) =>
        sha256(await (await put(alice.client, 'GET', `/object/avatars/${base}/${name}.png`)).arrayBuffer()),
      ),
    );
    expect(b).toBe(c);
    const clash = await alice.client.post('/api/storage/object/move', { ...copy, sourceKey: `${base}/b.png` });
    expect([clash.status, clash.json().code]).toEqual([409, 'object_exists']);
    const traversal = await alice.client.post('/api/storage/object/copy', { ...copy, destinationKey: `${base}/../x` });
    expect(traversal.json().code).toBe('invalid_path');
  });

  it('lists one folder level: 100 from 0 by name ascending by default, sort desc, search, paging', async () => {
    const bucket = await staffBucket();
    const rows = Array.from({ length: 105 }, (_, index) => ({
      bucketId: bucket,
      name: `docs/f${String(index).padStart(3, '0')}.txt`,
      key: `${bucket}/${randomUUID()}`,
      size: index,
      mimeType: 'text/plain',
      cacheControl: 'max-age=3600',
      etag: '"x"',
    }));
    await server.deps.db
      .insert(storageObjects)
      .values([...rows, { ...rows[0]!, name: 'docs/sub/deep.txt', key: `${bucket}/${randomUUID()}` }]);
    const list = (body: unknown) => staff.post(`/api/storage/object/list/${bucket}`, body);

    const defaults = (await list({ prefix: 'docs' })).json<Array<{ name: string; id: string | null }>>();
    expect(defaults).toHaveLength(100);
    expect(defaults.slice(0, 2).map((entry) => entry.name)).toEqual(['f000.txt', 'f001.txt']);
    const desc = (await list({ prefix: 'docs/', sortBy: { column: 'name', order: 'desc' }, limit: 2 })).json<
      Array<{ name: string; id: string | null; metadata: unknown }>
    >();
    expect(desc.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['sub', true],
      ['f104.txt', false],
    ]);
    const paged = (await list({ prefix: 'docs', offset: 104 })).json<Array<{ name: string }>>();
    expect(paged.map((entry) => entry.name)).toEqual(['f104.txt', 'sub']);
    const found = (await list({ prefix: 'docs', search: 'F10' })).json<Array<{ name: string }>>();
    expect(found.map((entry) => entry.name)).toEqual(['f100.txt', 'f101.txt', 'f102.txt', 'f103.txt', 'f104.txt']);
    expect((await list({ prefix: '' })).json<Array<{ name: string }>>().map((entry) => entry.name)).toEqual(['docs']);
    expect((await list({ limit: 0 })).status).toBe(400);
  });
});

describe('buckets', () => {
  it('are staff only: 401 anonymous, 403 patient', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/storage/bucket')).status).toBe(401);
    expect((await anonymous.post('/api/storage/bucket', { id: 'x' })).status).toBe(401);
    for (const [method, path] of [
      ['GET', '/api/storage/bucket'],
      ['GET', '/api/storage/bucket/avatars'],
      ['POST', '/api/storage/bucket'],
      ['PUT', '/api/storage/bucket/avatars'],
      ['POST', '/api/storage/bucket/avatars/empty'],
      ['DELETE', '/api/storage/bucket/avatars'],
    ] as const)
      expect([
        method,
        path,
        (await alice.client.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})).status,
      ]).toEqual([method, path, 403]);
  });

  it('are read by staff; created, changed, emptied and deleted by the super admin', async () => {
    const list = (await staff.get('/api/storage/bucket')).json<Array<{ id: string }>>().map((bucket) => bucket.id);
    expect(list).toEqual(expect.arrayContaining(['avatars', 'medical-documents']));
    expect((await staff.get('/api/storage/bucket/medical-documents')).json()).toMatchObject({
      public: false,
      holds_health_data: true,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    });

    const id = await staffBucket({ allowed_mime_types: ['image/*'], file_size_limit: 1000 });
    expect((await superAdmin.post('/api/storage/bucket', { id })).json().code).toBe('bucket_exists');
    expect((await superAdmin.post('/api/storage/bucket', { id: 'Bad Id' })).status).toBe(400);
    expect((await superAdmin.put(`/api/storage/bucket/${id}`, { public: true })).status).toBe(200);
    expect((await staff.get(`/api/storage/bucket/${id}`)).json()).toMatchObject({
      public: true,
      file_size_limit: 1000,
    });
    expect(
      (await put(staff, 'POST', `/object/${id}/a.jpg`, SAMPLE.jpeg(), { 'content-type': 'image/jpeg' })).status,
    ).toBe(201);
    expect((await put(staff, 'POST', `/object/${id}/b.txt`, new TextEncoder().encode('x'))).status).toBe(415);

    const notEmpty = await superAdmin.delete(`/api/storage/bucket/${id}`);
    expect([notEmpty.status, notEmpty.json().code]).toEqual([409, 'bucket_not_empty']);
    expect((await superAdmin.post(`/api/storage/bucket/${id}/empty`)).status).toBe(200);
    expect((await superAdmin.delete(`/api/storage/bucket/${id}`)).status).toBe(200);
    expect((await staff.get(`/api/storage/bucket/${id}`)).json().code).toBe('bucket_not_found');
  });
});
