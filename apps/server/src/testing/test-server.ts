import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import { startHttpServer } from '../http-server';
import { createAppDeps, type AppDeps } from '../app-context';
import { openDatabase, type Database } from '../db/client';
import { outboxMessages } from '../db/schema/jobs';
import { loadEnv } from '../env';
import { createJobHandlers } from '../jobs/handlers';
import { startWorker, type Worker } from '../jobs/worker';
import { createLogger, type Logger } from '../lib/logger';
import { attachRealtime } from '../realtime/attach-realtime';
import { prepareTestDatabase, withDatabase } from './test-database-template';

export type TestDatabase = {
  database: Database;
  drop: () => Promise<void>;
  target: { memory: true } | { databaseUrl: string };
};

/**
 * A FRESH database, already migrated (a copy of the suite's template, `test-database-template.ts`): in-memory
 * PGlite, or a new `test_<random>` database on the server of `TEST_DATABASE_URL` (dropped by `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('testDatabaseTemplate');
  if (!adminUrl) {
    const database = await openDatabase({ memory: true, template });
    return { database, target: { memory: true }, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const database = await openDatabase({ databaseUrl });
  return {
    database,
    target: { databaseUrl },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's Pool.end() resolves before its connections have closed: wait for them (up to 2 s), so that the
      // forced drop does not kill a connection still ending (an unhandled 57P01 in the test run).
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const { rows } = await client.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestServer = {
  baseUrl: string;
  deps: AppDeps;
  worker: Worker;
  /** A client with its own cookie jar and its own client IP (X-Forwarded-For; the test server trusts it). */
  client: (options?: { ip?: string }) => TestClient;
  /** Runs the queued jobs, then returns the last code sent to `recipient` (email or E.164 phone). */
  lastCodeSentTo: (recipient: string) => Promise<string | null>;
  /** Runs the queued jobs, then returns the last link sent to `recipient`. */
  lastLinkSentTo: (recipient: string) => Promise<string | null>;
  /** Stops HTTP and the worker; `keepDatabase` leaves the database open for a restart. */
  close: (options?: { keepDatabase?: boolean }) => Promise<void>;
  testDatabase: TestDatabase;
};

/** Starts the real app over HTTP on port 0 against `testDatabase` (a fresh one unless given: restart tests). */
export async function startTestServer(
  options: {
    testDatabase?: TestDatabase;
    /** Extra environment (e.g. a provider's fake). */ env?: NodeJS.ProcessEnv;
    /** Where the server logs (silent by default; `capturingLogger()` to read what it wrote). */
    logger?: Logger;
    /** A built web app to serve (the real build, if there is one, by default). */
    webDist?: string;
  } = {},
): Promise<TestServer> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const { database } = testDatabase;
  // A no-op on the template's copies; a database given by the test may be older or empty.
  await prepareTestDatabase(database);
  /** Stored object bytes (local disk store), removed on close. */
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sante-test-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:5173',
    TRUST_PROXY: '1',
    // The embedded database's gate (ADR 019) would serialise the concurrency tests' bursts (on PostgreSQL too:
    // the test env has no DATABASE_URL) or refuse them on a busy machine: wide open here;
    // db/database-gate.test.ts sets its own.
    DB_MAX_ACTIVE_REQUESTS: '256',
    DB_MAX_QUEUED_REQUESTS: '10000',
    DB_QUEUE_TIMEOUT_MS: '60000',
    ...options.env,
  });
  const logger = options.logger ?? createLogger('silent');
  const deps: AppDeps = createAppDeps({ env, db: database.db, logger });
  const worker = startWorker({ db: database.db, logger, handlers: createJobHandlers(deps), autoStart: false });
  const app = createApp(deps, options.webDist ? { webDist: options.webDist } : {});
  const server = startHttpServer(app, { port: 0, hostname: '127.0.0.1' });
  const io = attachRealtime(server, deps);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const lastMessageTo = async (recipient: string) => {
    await worker.drain();
    const [row] = await database.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return row?.params ?? null;
  };

  return {
    baseUrl,
    deps,
    worker,
    testDatabase,
    client: (options = {}) =>
      new TestClient(baseUrl, options.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`),
    lastCodeSentTo: async (recipient) => (await lastMessageTo(recipient))?.code ?? null,
    lastLinkSentTo: async (recipient) => (await lastMessageTo(recipient))?.link ?? null,
    close: async ({ keepDatabase = false } = {}) => {
      await boundedStep('realtime', io.close());
      await boundedStep('http', new Promise<void>((resolve) => server.close(() => resolve())));
      await boundedStep('job worker', worker.stop());
      await rm(dataDir, { recursive: true, force: true });
      if (!keepDatabase) {
        await boundedStep('database', database.close());
        await testDatabase.drop();
      }
    },
  };
}

/** How long one step of a test server's shutdown may take before the teardown goes on without it. */
const SHUTDOWN_STEP_MS = 15_000;

/**
 * A shutdown step that has not finished in SHUTDOWN_STEP_MS is named on stderr and left behind: once in a full
 * PostgreSQL run (after the outage tests cut every connection) a teardown waited past vitest's 60 s hook limit,
 * and the name says which step to look at. The tests' own assertions are unaffected.
 */
async function boundedStep(name: string, step: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SHUTDOWN_STEP_MS)));
  const outcome = await Promise.race([step.then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
  if (outcome === 'late') console.warn(`test server shutdown: "${name}" still running after ${SHUTDOWN_STEP_MS} ms`);
}

export type TestResponse = {
  status: number;
  headers: Headers;
  body: unknown;
  json: <T = Record<string, unknown>>() => T;
};

/** Tiny HTTP client with a cookie jar; sends `Origin: baseUrl` like the SPA does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
  ) {}

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string, headers: Record<string, string> = {}) {
    return this.request('DELETE', path, undefined, headers);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { origin: this.baseUrl, 'x-forwarded-for': this.ip, ...extraHeaders };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed, json: <T>() => parsed as T };
  }
}
