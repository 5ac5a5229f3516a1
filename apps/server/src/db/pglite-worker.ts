import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the main thread hands the worker (pglite-thread.ts). */
export type PgliteWorkerData = {
  /** PGlite's folder, or null for a throw-away in-memory database (tests). */
  dataDir: string | null;
  /** For an in-memory database: a dump (`dumpDataDir`) of an already migrated one to start from (tests). */
  template: string | null;
  /** The unix socket to serve the PostgreSQL protocol on, in a folder only this process's user can open. */
  socketPath: string;
};

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory: 32 MB rather than the 128 MB its data folder's
 * postgresql.conf sets, which the process holds from the start (ADR 066: about 107 MB of RSS). A page not cached
 * there is read from the data folder through the operating system's own cache (a file read, as PostgreSQL does).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Messages between the threads: `close` in, `ready` and `closed` out. */
export type PgliteWorkerMessage = { type: 'ready' } | { type: 'close' } | { type: 'closed' };

/**
 * The embedded database in its own thread (ADR 019): PGlite's queries run here, never on the event loop that
 * answers HTTP. The main thread talks to it with the same `pg` driver as to a PostgreSQL server.
 */
async function serveDatabase(port: NonNullable<typeof parentPort>, data: PgliteWorkerData): Promise<void> {
  const db = data.dataDir
    ? new PGlite(data.dataDir, { startParams: START_PARAMS })
    : new PGlite({
        startParams: START_PARAMS,
        ...(data.template ? { loadDataDir: new Blob([await readFile(data.template)]) } : {}),
      });
  await db.waitReady;
  // The main thread's pool holds one connection (transactions never interleave on PGlite's single session); a
  // few more are accepted because node-postgres replaces a connection that saw an error before the old socket has
  // closed on this side.
  const server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: 4 });
  await server.start();
  port.on('message', (message: PgliteWorkerMessage) => {
    if (message.type !== 'close') return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
    })();
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
}

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
await serveDatabase(parentPort, workerData as PgliteWorkerData);
