import type { PatientProfile } from '@sante/shared/patient-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../testing/signed-in-client';
import { SAMPLE, send, sha256 } from '../storage/storage-test-helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function photoForm(bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), 'moi.png');
  return form;
}

async function profileOf(response: Response) {
  return ((await response.json()) as { profile: PatientProfile }).profile;
}

describe('/api/patients/me/photo', () => {
  it('stores the photo, hands out a short-lived signed URL, replaces and removes it', async () => {
    const { client } = await signedIn(server, 'patient');
    const png = SAMPLE.png(2048);
    const uploaded = await send(client, server.baseUrl, 'POST', '/api/patients/me/photo', photoForm(png, 'image/png'));
    expect(uploaded.status).toBe(200);
    const profile = await profileOf(uploaded);
    expect(profile.completion.missing).not.toContain('photo');
    expect(profile.photo?.url).toMatch(/^\/api\/storage\/object\/sign\/avatars\//);
    const expiresIn = Date.parse(profile.photo?.expiresAt ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(600_000);

    // The link works without a session (an <img> sends none) and gives the bytes.
    const image = await fetch(`${server.baseUrl}${profile.photo?.url ?? ''}`);
    expect(image.status).toBe(200);
    expect(sha256(await image.arrayBuffer())).toBe(sha256(png));

    const jpeg = SAMPLE.jpeg(1024);
    const replaced = await send(
      client,
      server.baseUrl,
      'POST',
      '/api/patients/me/photo',
      photoForm(jpeg, 'image/jpeg'),
    );
    const after = await profileOf(replaced);
    // The old link no longer serves anything.
    expect((await fetch(`${server.baseUrl}${profile.photo?.url ?? ''}`)).status).toBe(400);
    expect(sha256(await (await fetch(`${server.baseUrl}${after.photo?.url ?? ''}`)).arrayBuffer())).toBe(sha256(jpeg));

    const removed = await send(client, server.baseUrl, 'DELETE', '/api/patients/me/photo');
    expect(removed.status).toBe(200);
    const without = await profileOf(removed);
    expect(without.photo).toBeNull();
    expect(without.completion.missing).toContain('photo');
  });

  it('takes a photo up to the documented 2 MB, above the 1 MB JSON body limit; refuses 2.1 MB with file_too_large', async () => {
    const { client } = await signedIn(server, 'patient');
    const post = (bytes: Uint8Array) =>
      send(client, server.baseUrl, 'POST', '/api/patients/me/photo', photoForm(bytes, 'image/png'));
    const nearLimit = SAMPLE.png(Math.round(1.9 * 1024 * 1024));
    const accepted = await post(nearLimit);
    expect(accepted.status).toBe(200);
    const { photo } = await profileOf(accepted);
    expect(sha256(await (await fetch(`${server.baseUrl}${photo?.url ?? ''}`)).arrayBuffer())).toBe(sha256(nearLimit));
    const over = await post(SAMPLE.png(Math.round(2.1 * 1024 * 1024)));
    expect([over.status, ((await over.json()) as { code: string }).code]).toEqual([413, 'file_too_large']);
    // JSON bodies keep their own limit.
    const json = await send(
      client,
      server.baseUrl,
      'PUT',
      '/api/patients/me/profile',
      new TextEncoder().encode(JSON.stringify({ firstName: 'x'.repeat(1_100_000) })),
      { 'content-type': 'application/json' },
    );
    expect([json.status, ((await json.json()) as { code: string }).code]).toEqual([413, 'payload_too_large']);
  });

  it('is for patients only', async () => {
    const { client } = await signedIn(server, 'medecin');
    const res = await send(
      client,
      server.baseUrl,
      'POST',
      '/api/patients/me/photo',
      photoForm(SAMPLE.png(), 'image/png'),
    );
    expect(res.status).toBe(403);
    expect((await send(null, server.baseUrl, 'DELETE', '/api/patients/me/photo')).status).toBe(401);
  });
  it('refuses a file that is not an image (415), too large (413) or missing (400)', async () => {
    const { client } = await signedIn(server, 'patient');
    const post = (body: FormData) => send(client, server.baseUrl, 'POST', '/api/patients/me/photo', body);
    const pdf = await post(photoForm(SAMPLE.pdf(), 'image/png'));
    expect(pdf.status).toBe(415);
    const none = await post(new FormData());
    expect(none.status).toBe(400);
    // Last: the server answers before reading the whole body and closes the connection.
    const big = await post(photoForm(SAMPLE.png(2 * 1024 * 1024 + 1), 'image/png'));
    expect(big.status).toBe(413);
  });
});
