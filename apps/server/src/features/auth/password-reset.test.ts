import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Baobab-Soleil-31';

async function patient() {
  const email = randomEmail();
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    email,
    phone,
    password: TEST_PASSWORD,
    firstName: 'Clarisse',
    lastName: 'Etoa',
  });
  return { email, phone, userId };
}

function tokenOf(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no token in the link');
  return token;
}

describe('password reset links', () => {
  it('a newer link voids the older ones', async () => {
    const { email } = await patient();
    await server.client().post('/api/auth/recover', { email });
    const older = tokenOf(await server.lastLinkSentTo(email));
    await server.client().post('/api/auth/recover', { email });
    const newer = tokenOf(await server.lastLinkSentTo(email));
    expect(newer).not.toBe(older);

    const body = (token: string) => ({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    const withOlder = await server.client().post('/api/auth/reset-password', body(older));
    expect(withOlder.status).toBe(400);
    expect(withOlder.json()).toMatchObject({ code: 'otp_invalid' });
    expect((await server.client().post('/api/auth/reset-password', body(newer))).status).toBe(200);
  });

  it('a completed reset ends every session of the account, refresh included', async () => {
    const { email } = await patient();
    const stolen = server.client();
    expect((await stolen.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect((await stolen.get('/api/auth/user')).status).toBe(200);

    await server.client().post('/api/auth/recover', { email });
    const token = tokenOf(await server.lastLinkSentTo(email));
    const reset = await server
      .client()
      .post('/api/auth/reset-password', { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(reset.status).toBe(200);

    expect((await stolen.get('/api/auth/user')).status).toBe(401);
    expect((await stolen.post('/api/auth/token?grant_type=refresh_token')).status).toBe(401);
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });
});
