import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Body = {
  code?: string;
  message?: string;
  retryAfter?: number;
  user?: Record<string, unknown>;
  session?: { expiresAt: string; loginTime: string };
};

/** Each test uses its own IP (X-Forwarded-For is ignored unless TRUST_PROXY): limits are per IP, so use few attempts per test. */
async function patient() {
  const email = randomEmail();
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    email,
    phone,
    password: TEST_PASSWORD,
    firstName: 'Paul',
    lastName: 'Biya',
  });
  return { email, phone, userId };
}

describe('POST /api/auth/token?grant_type=password', () => {
  it('signs in by email and by phone (any format), with the role and the cookies', async () => {
    const { email, phone, userId } = await patient();
    const byEmail = server.client();
    const res = await byEmail.post('/api/auth/token?grant_type=password', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.json<Body>().user).toMatchObject({ id: userId, role: 'patient', email });
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect((await byEmail.get('/api/auth/user')).status).toBe(200);

    const byPhone = server.client();
    const res2 = await byPhone.post('/api/auth/token?grant_type=password', {
      phone: `6${phone.slice(5)}`,
      password: TEST_PASSWORD,
    });
    expect(res2.status).toBe(200);
    expect(res2.json<Body>().user).toMatchObject({ id: userId, phone });
  });

  it('answers missing_credentials with the specification message', async () => {
    for (const body of [{ password: 'x' }, { email: 'a@b.cm' }, { phone: '690000001' }, {}]) {
      const res = await server.client().post('/api/auth/token?grant_type=password', body);
      expect(res.status).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        code: 'missing_credentials',
        message: 'You must provide either an email or phone number and a password',
      });
    }
  });

  it('gives one generic invalid_credentials for an unknown account and a wrong password', async () => {
    const { email } = await patient();
    const unknown = await server
      .client()
      .post('/api/auth/token?grant_type=password', { email: randomEmail(), password: TEST_PASSWORD });
    const wrong = await server
      .client()
      .post('/api/auth/token?grant_type=password', { email, password: 'Wrong-Password-1' });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json<Body>().code).toBe('invalid_credentials');
  });

  it('GET /api/auth/user without a session is 401 session_missing; unknown grant is 400', async () => {
    const res = await server.client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json<Body>().code).toBe('session_missing');
    expect((await server.client().post('/api/auth/token?grant_type=magic', {})).status).toBe(400);
  });
});
