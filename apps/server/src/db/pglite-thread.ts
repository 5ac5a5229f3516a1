import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

/** The port in the socket's file name that node-postgres derives from `host` + `port` (`.s.PGSQL.<port>`). */
const SOCKET_PORT = 5432;

export type PgliteThread = {
  /** Folder of the unix socket: node-postgres's `host`. */
  socketDir: string;
  socketPort: number;
  /** Ends the socket server, closes PGlite (its files are consistent), ends the thread. */
  stop: () => Promise<void>;
};

/**
 * Starts PGlite in a worker thread serving the PostgreSQL protocol on a unix socket in a fresh 0700 folder (the
 * server has no password: only this user can reach it). `onExit` is told if the thread ends without `stop`.
 */
export async function startPgliteThread(
  files: Pick<PgliteWorkerData, 'dataDir' | 'template'>,
  onExit: (code: number) => void,
): Promise<PgliteThread> {
  if (files.dataDir && !existsSync(path.join(files.dataDir, 'PG_VERSION'))) {
    // A new data folder is created (initdb) by a first thread, ended at once: initdb's own PGlite instance and
    // WebAssembly memory (several hundred MB) would stay in the serving thread until its garbage collector ran,
    // which on a quiet server may be never (ADR 066).
    await (await startThread(files, () => undefined)).stop();
  }
  return startThread(files, onExit);
}

async function startThread(
  files: Pick<PgliteWorkerData, 'dataDir' | 'template'>,
  onExit: (code: number) => void,
): Promise<PgliteThread> {
  // mkdtemp creates the folder with mode 0700.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'sante-pglite-'));
  const data: PgliteWorkerData = { ...files, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), { workerData: data });
  let running = false;
  let fail: (error: Error) => void = () => undefined;
  const started = new Promise<void>((resolve, reject) => {
    fail = reject;
    worker.once('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') resolve();
    });
  });
  // An uncaught error in the thread ends it: the exit reports it.
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    fail(new Error(`the embedded database stopped while starting (exit ${code})`));
    if (running) onExit(code);
  });
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  running = true;
  return {
    socketDir,
    socketPort: SOCKET_PORT,
    stop: async () => {
      running = false;
      await new Promise<void>((resolve) => {
        worker.once('message', (message: PgliteWorkerMessage) => {
          if (message.type === 'closed') resolve();
        });
        worker.once('exit', () => resolve());
        worker.postMessage({ type: 'close' } satisfies PgliteWorkerMessage);
      });
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
