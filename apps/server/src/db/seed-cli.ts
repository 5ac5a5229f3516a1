import { loadEnv } from '../env';
import { createObjectStore } from '../features/storage/create-object-store';
import { createLogger } from '../lib/logger';
import { openDatabase } from './client';
import { seedDemo } from './seed';

/** `npm run db:seed`: migrates, then creates the demo accounts that are missing (idempotent). */
const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const created = await seedDemo({ db: database.db, logger: createLogger('silent'), store: createObjectStore(env) });
  console.log(`Demo accounts: ${created} created (password Demo-Sante-2026).`);
} finally {
  await database.close();
}
