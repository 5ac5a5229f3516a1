import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema/storage';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from './storage-test-helpers';

/** A quota of ten 10,000-byte files, so that a race shows at once. */
const QUOTA = 100_000;
const FILE = 10_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STORAGE_QUOTA_BYTES: String(QUOTA) } });
});
afterAll(() => server.close());

async function bytesOf(userId: string) {
  const [row] = await server.deps.db
    .select({ total: sum(storageObjects.size) })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, userId));
  return Number(row?.total ?? 0);
}

describe('storage quota', () => {
  it('holds under 25 parallel uploads: exactly what fits is stored, the rest is refused with quota_exceeded', async () => {
    const { client, userId } = await signedIn(server, 'patient');
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        send(client, server.baseUrl, 'POST', `/api/storage/object/avatars/${userId}/p${index}.png`, SAMPLE.png(FILE), {
          'content-type': 'image/png',
        }),
      ),
    );
    const outcomes = await Promise.all(
      responses.map(async (res) => (res.status === 201 ? 'stored' : ((await res.json()) as { code: string }).code)),
    );
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(QUOTA / FILE);
    expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual(Array(25 - QUOTA / FILE).fill('quota_exceeded'));
    expect(await bytesOf(userId)).toBe(QUOTA);
  });

  it('counts copies too, under concurrency', async () => {
    const { client, userId } = await signedIn(server, 'patient');
    const upload = await send(
      client,
      server.baseUrl,
      'POST',
      `/api/storage/object/avatars/${userId}/source.png`,
      SAMPLE.png(FILE),
      { 'content-type': 'image/png' },
    );
    expect(upload.status).toBe(201);
    const copies = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        client.post('/api/storage/object/copy', {
          bucketId: 'avatars',
          sourceKey: `${userId}/source.png`,
          destinationKey: `${userId}/copy-${index}.png`,
        }),
      ),
    );
    expect(copies.filter((res) => res.status === 200)).toHaveLength(QUOTA / FILE - 1);
    expect(await bytesOf(userId)).toBe(QUOTA);
  });
});
