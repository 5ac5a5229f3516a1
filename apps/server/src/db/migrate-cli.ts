import { loadEnv } from '../env';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies the SQL migrations to DATABASE_URL or the embedded database under DATA_DIR. */
const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
