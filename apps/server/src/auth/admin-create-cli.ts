import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ZEmailSchema, ZPhoneSchema } from '@sante/shared/auth-schemas';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { createUser } from '../features/auth/create-user';
import { AppError } from '../lib/app-error';
import { passwordProblems } from './password-policy';

/**
 * `npm run admin:create`: creates a super_admin from the command line (production too, with DATABASE_URL).
 * Asks email, names, phone and the password (hidden, with confirmation) on stdin.
 */
let muted = false;
const output = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    if (!muted) process.stdout.write(chunk);
    callback();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
const lines = rl[Symbol.asyncIterator]();

async function ask(question: string, hidden = false): Promise<string> {
  process.stdout.write(question);
  muted = hidden;
  const next = await lines.next();
  muted = false;
  if (hidden) process.stdout.write('\n');
  if (next.done) throw new Error('input closed');
  return String(next.value).trim();
}

async function main() {
  const env = loadEnv();
  const email = ZEmailSchema.safeParse(await ask('Email: '));
  if (!email.success) throw new Error('Invalid email address.');
  const firstName = await ask('First name: ');
  const lastName = await ask('Last name: ');
  if (!firstName || !lastName) throw new Error('First and last name are required.');
  const phoneText = await ask('Phone (+237...): ');
  const phone = phoneText ? ZPhoneSchema.safeParse(phoneText) : null;
  if (phone && !phone.success) throw new Error('Invalid Cameroon phone number.');
  const password = await ask('Password: ', true);
  const reasons = passwordProblems(password, { phone: phone?.data, firstName, lastName });
  if (reasons.length > 0) throw new Error(`Password refused: ${reasons.join(', ')}`);
  if ((await ask('Confirm password: ', true)) !== password) throw new Error('Passwords do not match.');

  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const { userId } = await createUser(database.db, {
      role: 'super_admin',
      email: email.data,
      phone: phone?.data ?? null,
      firstName,
      lastName,
      password,
    });
    console.log(`Super admin created (id ${userId}).`);
  } finally {
    await database.close();
  }
}

main()
  .catch((error: unknown) => {
    const message =
      error instanceof AppError
        ? `${error.code}${error.fieldErrors ? ` ${JSON.stringify(error.fieldErrors)}` : ''}`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`\n  ${message}\n`);
    process.exitCode = 1;
  })
  .finally(() => rl.close());
