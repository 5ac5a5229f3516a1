import { randomInt } from 'node:crypto';
import type { Role } from '@sante/shared/roles';
import type { AppDeps } from '../app-context';
import type { AccountStatus } from '@sante/shared/auth-schemas';
import { createUser as createUserUseCase } from '../features/auth/create-user';

export type UserFactoryInput = {
  role: Role;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  status?: AccountStatus;
  city?: string | null;
  neighbourhood?: string | null;
};

/**
 * Creates an account through the same use case as the API (better-auth user + credential account +
 * `user_profiles`, `admin_users` for staff). Used by the demo seed, the CLIs and the tests.
 */
export async function createUser(deps: Pick<AppDeps, 'db'>, input: UserFactoryInput): Promise<{ userId: string }> {
  return createUserUseCase(deps.db, input);
}

/** A random, valid Cameroon mobile number (E.164) for tests. */
export function randomPhone(): string {
  return `+2376${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A random email on a test domain. */
export function randomEmail(prefix = 'user'): string {
  return `${prefix}.${randomInt(0, 1_000_000_000)}@test.cm`;
}

export const TEST_PASSWORD = 'Mango-Riviere-42';
