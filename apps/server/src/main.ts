import { createApp } from './app';
import { startHttpServer } from './http-server';
import { createAppDeps } from './app-context';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { ensureDefaultBuckets } from './features/storage/storage-buckets';
import { ensureDefaultServices } from './features/services/default-services';
import { ensureDefaultProtocols } from './features/protocols/default-protocols';
import { EnvError, loadEnv } from './env';
import { createJobHandlers, PERIODIC_JOBS } from './jobs/handlers';
import { ensureArchivePurge } from './features/archives/purge-archives';
import { ensurePeriodicJobs } from './jobs/periodic';
import { startWorker } from './jobs/worker';
import { attachRealtime } from './realtime/attach-realtime';
import { createLogger } from './lib/logger';

/** Boot: env -> database (migrations, demo seed on an empty embedded database) -> job worker -> HTTP. */
async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    {
      logger,
    },
  );
  await database.migrate();
  const deps = createAppDeps({ env, db: database.db, logger });
  await ensureDefaultBuckets(database.db);
  await ensureDefaultServices(database.db);
  await ensureDefaultProtocols(database.db);
  await ensurePeriodicJobs(database.db, PERIODIC_JOBS);
  await ensureArchivePurge(database.db);
  await seedIfEmpty(deps, database.kind);

  const worker = startWorker({ db: database.db, logger, handlers: createJobHandlers(deps) });
  const app = createApp(deps);
  const server = startHttpServer(app, { port: env.PORT, hostname: env.HOST });
  const io = attachRealtime(server, deps);

  server.on('listening', () => {
    logger.info({ port: env.PORT, database: database.kind }, 'server ready');
    console.log(`\n  Santé à Domicile is running: ${env.PUBLIC_URL}\n`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => void onListenError(error));
  async function onListenError(error: NodeJS.ErrnoException) {
    if (error.code === 'EADDRINUSE') {
      console.error(
        `\n  Port ${env.PORT} is already in use. Stop the other program or start with PORT=<another port> npm start.\n`,
      );
    } else {
      console.error(`\n  Cannot listen on port ${env.PORT}: ${error.message}\n`);
    }
    await worker.stop();
    await database.close();
    process.exit(1);
  }

  const shutdown = async () => {
    await io.close();
    server.close();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(`\n  ${error.message}\n`);
  else if (error instanceof DataDirLockedError)
    console.error(
      `\n  ${error.message}\n  Only one server can use the embedded database at a time: stop the other one (kill ${error.pid}) or set DATA_DIR.\n`,
    );
  else console.error(error);
  process.exit(1);
});
