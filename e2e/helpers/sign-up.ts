import { expect, type APIRequestContext } from '@playwright/test';
import type { PatientIdentity } from './accounts';
import { readLatestCode } from './demo-outbox';

/**
 * Signs a new patient up through the API as the form does (ADR 022): `POST /api/auth/signup` answers 202
 * "code sent", the code sent to the phone (read in the demo outbox) creates the account and opens its session
 * on `request`. Returns the new user's id.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string,
  identity: PatientIdentity,
): Promise<string> {
  const headers = { origin: baseURL };
  const sent = await request.post('/api/auth/signup', {
    headers,
    data: { ...identity, passwordConfirmation: identity.password, acceptTerms: true },
  });
  expect(sent.status(), `patient sign-up through the API: ${await sent.text()}`).toBe(202);
  const token = await readLatestCode(identity.phone);
  const verified = await request.post('/api/auth/verify', {
    headers,
    data: { phone: identity.phone, token, type: 'signup', portal: 'patient' },
  });
  expect(verified.status(), `sign-up code: ${await verified.text()}`).toBe(200);
  return ((await verified.json()) as { user: { id: string } }).user.id;
}
