import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { storageObjects } from '../../db/schema/storage';
import { PERIODIC_JOBS } from '../../jobs/handlers';
import { ensurePeriodicJobs } from '../../jobs/periodic';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { REMOVE_ORPHAN_OBJECTS_JOB, removeOrphanObjects } from './remove-orphan-objects';
import { SAMPLE, send } from './storage-test-helpers';

const HOUR = 60 * 60_000;

/** An avatar uploaded over HTTP (bytes and row), and its storage key. */
async function uploadAvatar(
  server: TestServer,
): Promise<{ key: string; url: string; client: Awaited<ReturnType<typeof signedIn>>['client'] }> {
  const { client, userId } = await signedIn(server, 'patient');
  const url = `/api/storage/object/avatars/${userId}/photo.png`;
  const res = await send(client, server.baseUrl, 'POST', url, SAMPLE.png(), { 'content-type': 'image/png' });
  expect(res.status).toBe(201);
  const [row] = await server.deps.db
    .select({ key: storageObjects.key })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, 'avatars'), eq(storageObjects.name, `${userId}/photo.png`)));
  return { key: row?.key ?? '', url, client };
}

/** Bytes without a row, as a crash between the write and the insert leaves them. */
async function orphan(server: TestServer, bucket = 'avatars'): Promise<string> {
  const key = `${bucket}/${randomUUID()}`;
  await server.deps.store.put(key, SAMPLE.png(), 'image/png');
  return key;
}

describe('orphan object sweep, local disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Backdates a stored file on disk. */
  const age = (key: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    return utimes(path.join(server.deps.env.DATA_DIR, 'storage', ...key.split('/')), when, when);
  };

  it('removes bytes without a row older than an hour; keeps recent ones and those with a row', async () => {
    const withRow = await uploadAvatar(server);
    await age(withRow.key, 2 * HOUR);
    const old = await orphan(server);
    await age(old, 2 * HOUR);
    const recent = await orphan(server, 'medical-documents');
    await age(recent, HOUR - 60_000);

    expect(await removeOrphanObjects(server.deps)).toEqual({ scanned: 3, removed: 1 });
    expect(await server.deps.store.exists(old)).toBe(false);
    expect(await server.deps.store.exists(recent)).toBe(true);
    const download = await send(withRow.client, server.baseUrl, 'GET', withRow.url);
    expect(download.status).toBe(200);

    // The same recent file, seen from a clock two hours later, is an orphan.
    expect(await removeOrphanObjects(server.deps, new Date(Date.now() + 2 * HOUR))).toEqual({
      scanned: 2,
      removed: 1,
    });
    expect(await server.deps.store.exists(recent)).toBe(false);
    expect(await server.deps.store.exists(withRow.key)).toBe(true);
  });

  it('runs from the job queue every hour: queued once at boot, each run queues the next', async () => {
    const old = await orphan(server);
    await age(old, 2 * HOUR);
    await ensurePeriodicJobs(server.deps.db, PERIODIC_JOBS);
    await ensurePeriodicJobs(server.deps.db, PERIODIC_JOBS);
    const queued = () => server.deps.db.select().from(jobs).where(eq(jobs.kind, REMOVE_ORPHAN_OBJECTS_JOB));
    expect((await queued()).filter((job) => job.status === 'pending')).toHaveLength(1);

    await server.worker.drain();
    expect(await server.deps.store.exists(old)).toBe(false);
    const after = await queued();
    expect(after.filter((job) => job.status === 'done')).toHaveLength(1);
    const next = after.filter((job) => job.status === 'pending');
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
  });
});

describe('orphan object sweep, S3', () => {
  const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test-key', region: 'eu-west-1' };
  let fakeS3: FakeS3;
  let server: TestServer;
  beforeAll(async () => {
    fakeS3 = await startFakeS3(credentials, 'sweep-bucket', { pageSize: 2 });
    server = await startTestServer({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: fakeS3.endpoint,
        S3_REGION: credentials.region,
        S3_BUCKET: fakeS3.bucket,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await fakeS3.close();
  });

  it('lists the keys of the S3 bucket and removes the orphans past the hour', async () => {
    const withRow = await uploadAvatar(server);
    const orphans = [await orphan(server), await orphan(server), await orphan(server, 'medical-documents')];
    expect(await removeOrphanObjects(server.deps)).toEqual({ scanned: 4, removed: 0 });
    expect(await removeOrphanObjects(server.deps, new Date(Date.now() + 2 * HOUR))).toEqual({
      scanned: 4,
      removed: 3,
    });
    for (const key of orphans) expect(await server.deps.store.exists(key)).toBe(false);
    expect(fakeS3.objectCount()).toBe(1);
    expect((await send(withRow.client, server.baseUrl, 'GET', withRow.url)).status).toBe(200);
  });
});
