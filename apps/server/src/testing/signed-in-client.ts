import { isStaffRole, type Role } from '@sante/shared/roles';
import { expect } from 'vitest';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from './factories';
import type { TestClient, TestResponse, TestServer } from './test-server';

/** The sign-in page a password grant comes from (`any` = no page: an API client). */
export type SignInPortal = 'patient' | 'medecin' | 'personnel' | 'any';

/** An account created for a test: named Aline Ekwalla, password `TEST_PASSWORD`. */
export type TestAccount = { userId: string; role: Role; email: string | null; phone: string };

export type SignedIn = TestAccount & {
  /** A client holding the account's session cookie. */
  client: TestClient;
  /** The password grant's answer (user and session). */
  grant: TestResponse;
};

/** Creates an account with `role`, a random phone and (unless `withEmail: false`) a random email. */
export async function createAccount(
  server: TestServer,
  role: Role,
  options: { withEmail?: boolean } = {},
): Promise<TestAccount> {
  const email = options.withEmail === false ? null : randomEmail(role);
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role,
    email,
    phone,
    password: TEST_PASSWORD,
    firstName: 'Aline',
    lastName: 'Ekwalla',
  });
  return { userId, role, email, phone };
}

/**
 * Signs `account` in with its password (email, or phone when it has none) on its own portal unless
 * `portal` says otherwise, in a new client; fails the test unless the grant answers 200.
 */
export async function signIn(
  server: TestServer,
  account: TestAccount,
  options: { portal?: SignInPortal; headers?: Record<string, string> } = {},
): Promise<SignedIn> {
  const client = server.client();
  const portal = options.portal ?? portalOf(account.role);
  const identifier = account.email ? { email: account.email } : { phone: account.phone };
  const grant = await client.post(
    '/api/auth/token?grant_type=password',
    { ...identifier, password: TEST_PASSWORD, portal },
    options.headers,
  );
  expect(grant.status).toBe(200);
  return { ...account, client, grant };
}

/** A new account with `role`, signed in: see `createAccount` and `signIn`. */
export async function signedIn(
  server: TestServer,
  role: Role,
  options: { withEmail?: boolean; portal?: SignInPortal } = {},
): Promise<SignedIn> {
  return signIn(server, await createAccount(server, role, options), options);
}

function portalOf(role: Role): SignInPortal {
  if (role === 'medecin') return 'medecin';
  return isStaffRole(role) ? 'personnel' : 'patient';
}
