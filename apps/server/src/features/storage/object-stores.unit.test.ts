import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3';
import { createObjectStore } from './create-object-store';
import { localObjectStore } from './local-object-store';
import { streamToBytes, type ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test-key', region: 'eu-west-1' };
let root: string;
let fakeS3: FakeS3;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sante-store-'));
  // Two keys a page: listing follows the continuation tokens.
  fakeS3 = await startFakeS3(credentials, 'test-bucket', { pageSize: 2 });
});
afterAll(async () => {
  await fakeS3.close();
  await rm(root, { recursive: true, force: true });
});

const keyIn = (bucket = 'avatars') => `${bucket}/${randomUUID()}`;

/** The same cases against every implementation. */
describe.each([
  ['local disk', () => localObjectStore(root)],
  [
    'S3 (fake server)',
    () => s3ObjectStore({ ...credentials, endpoint: fakeS3.endpoint, bucket: fakeS3.bucket, forcePathStyle: true }),
  ],
] as const)('ObjectStore contract: %s', (_name, makeStore: () => ObjectStore) => {
  it('puts bytes and reads them back as bytes and as a stream', async () => {
    const store = makeStore();
    const key = keyIn();
    const bytes = new Uint8Array(randomBytes(300_000));
    await store.put(key, bytes, 'application/octet-stream');
    expect(await store.exists(key)).toBe(true);
    // Buffer#equals, not toEqual: a deep comparison of 300,000 elements took seconds on a loaded machine.
    expect(Buffer.from((await store.getBytes(key)) ?? []).equals(bytes)).toBe(true);
    const stream = await store.getStream(key);
    expect(stream).not.toBeNull();
    expect(Buffer.from(await streamToBytes(stream as ReadableStream<Uint8Array>)).equals(bytes)).toBe(true);
  });

  it('accepts a stream and overwrites an existing key', async () => {
    const store = makeStore();
    const key = keyIn();
    await store.put(key, new TextEncoder().encode('first'), 'text/plain');
    await store.put(key, new Blob(['second']).stream(), 'text/plain');
    expect(new TextDecoder().decode((await store.getBytes(key)) ?? undefined)).toBe('second');
  });

  it('reads a missing key as null and deletes idempotently', async () => {
    const store = makeStore();
    const key = keyIn();
    expect(await store.getBytes(key)).toBeNull();
    expect(await store.getStream(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);
    await store.put(key, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it('copies to another key, the source staying', async () => {
    const store = makeStore();
    const [from, to] = [keyIn(), keyIn('medical-documents')];
    await store.put(from, new Uint8Array([9, 8, 7]), 'application/octet-stream');
    await store.copy(from, to);
    expect([...((await store.getBytes(to)) ?? [])]).toEqual([9, 8, 7]);
    expect(await store.exists(from)).toBe(true);
  });

  it('lists every stored key with when it was written, across pages, and nothing else', async () => {
    const store = makeStore();
    const keys = [keyIn(), keyIn(), keyIn('medical-documents'), keyIn('medical-documents'), keyIn('other')];
    const before = Date.now() - 1000;
    for (const key of keys) await store.put(key, new Uint8Array([1]), 'application/octet-stream');
    // A stray file next to the objects is not one of ours.
    await mkdir(path.join(root, 'avatars'), { recursive: true });
    await writeFile(path.join(root, 'avatars', 'notes.txt'), 'x');
    const listed = new Map<string, Date>();
    for await (const { key, modifiedAt } of store.list()) listed.set(key, modifiedAt);
    for (const key of keys) {
      expect(listed.get(key)?.getTime()).toBeGreaterThanOrEqual(before);
      expect(listed.get(key)?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect([...listed.keys()].filter((key) => !/^[a-z0-9._-]+\/[0-9a-f-]{36}$/.test(key))).toEqual([]);
  });

  it('refuses any key that is not <bucket>/<uuid> (no user path reaches the backend)', async () => {
    const store = makeStore();
    for (const key of ['../etc/passwd', 'avatars/../../x', 'avatars/a/b', '/abs', 'avatars/', `..//${randomUUID()}`]) {
      await expect(store.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow('invalid storage key');
      await expect(store.getBytes(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('local disk store', () => {
  it('leaves no temporary file behind', async () => {
    const store = localObjectStore(root);
    await store.put(keyIn(), new Uint8Array([1]), 'text/plain');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });
});

describe('S3 store', () => {
  it('is refused by the server with wrong credentials', async () => {
    const store = s3ObjectStore({
      ...credentials,
      secretAccessKey: 'wrong',
      endpoint: fakeS3.endpoint,
      bucket: fakeS3.bucket,
      forcePathStyle: true,
    });
    await expect(store.put(keyIn(), new Uint8Array([1]), 'text/plain')).rejects.toThrow('status 403');
  });
});

describe('createObjectStore', () => {
  const base = { AUTH_SECRET: 'unit-test-secret-unit-test-secret-0123', DATA_DIR: root };

  it('builds the S3 store from the environment', async () => {
    const store = createObjectStore(
      loadEnv({
        ...base,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: fakeS3.endpoint,
        S3_REGION: credentials.region,
        S3_BUCKET: fakeS3.bucket,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      }),
    );
    const before = fakeS3.objectCount();
    await store.put(keyIn(), new Uint8Array([1]), 'text/plain');
    expect(fakeS3.objectCount()).toBe(before + 1);
  });

  it('refuses STORAGE_DRIVER=s3 without its settings, naming each one', () => {
    expect(() => loadEnv({ ...base, STORAGE_DRIVER: 's3' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});
