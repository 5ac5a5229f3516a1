import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

type Body = { code?: string; sent?: boolean; user?: { id: string }; retryAfter?: number };

async function account() {
  const phone = randomPhone();
  const email = randomEmail();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    phone,
    email,
    password: TEST_PASSWORD,
    firstName: 'Yannick',
    lastName: 'Noah',
  });
  return { phone, email, userId };
}

describe('one-time codes', () => {
  it('signs in with a code sent by SMS (through the outbox)', async () => {
    const { phone, userId } = await account();
    const client = server.client();
    expect((await client.post('/api/auth/otp', { phone })).json()).toEqual({ sent: true });
    const code = await server.lastCodeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await client.post('/api/auth/verify', { phone, token: code, type: 'sms' });
    expect(res.status).toBe(200);
    expect(res.json<Body>().user?.id).toBe(userId);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await server.client().post('/api/auth/verify', { phone, token: code, type: 'sms' })).status).toBe(400);
  });

  it('answers the same for an unknown identifier, and needs an email or a phone', async () => {
    const res = await server.client().post('/api/auth/otp', { email: randomEmail() });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const none = await server.client().post('/api/auth/otp', {});
    expect(none.status).toBe(400);
    expect(none.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.phone).toEqual(['validation.required']);
  });

  it('expires a code after 10 minutes', async () => {
    const { email } = await account();
    await server.client().post('/api/auth/otp', { email });
    const code = await server.lastCodeSentTo(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 10 * 60_000 + 1000));
    const res = await server.client().post('/api/auth/verify', { email, token: code, type: 'email' });
    expect(res.status).toBe(400);
    expect(res.json<Body>().code).toBe('otp_expired');
  });

  it('allows 5 attempts per code', async () => {
    const { phone } = await account();
    await server.client().post('/api/auth/otp', { phone });
    const code = (await server.lastCodeSentTo(phone)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await server.client().post('/api/auth/verify', { phone, token: wrong, type: 'sms' })).json<Body>().code ?? '',
      );
    expect(answers).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_attempts_exceeded']);
    const right = await server.client().post('/api/auth/verify', { phone, token: code, type: 'sms' });
    expect(right.json<Body>().code).toBe('otp_attempts_exceeded');
  });

  it('limits sending to 1 per 60 s and 5 per day per identifier; resend needs the type', async () => {
    const { phone } = await account();
    expect((await server.client().post('/api/auth/otp', { phone })).status).toBe(200);
    const second = await server.client().post('/api/auth/otp', { phone });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).not.toBeNull();
    const noType = await server.client().post('/api/auth/resend', { phone });
    expect(noType.status).toBe(400);
    expect(noType.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.type).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 1; i < 5; i++) {
      vi.setSystemTime(new Date(Date.now() + 61_000));
      expect((await server.client().post('/api/auth/resend', { phone, type: 'sms' })).status).toBe(200);
    }
    vi.setSystemTime(new Date(Date.now() + 61_000));
    expect((await server.client().post('/api/auth/resend', { phone, type: 'sms' })).status).toBe(429);
  });
});

describe('password recovery', () => {
  it('by email: a single-use link; old sessions are revoked; the new password works', async () => {
    const { email } = await account();
    const device = server.client();
    expect((await device.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(
      (await server.client().post('/api/auth/recover', { email, redirectTo: '/reset-medecin-password' })).json(),
    ).toEqual({ sent: true });
    const link = (await server.lastLinkSentTo(email)) ?? '';
    expect(link).toMatch(/\/reset-medecin-password\?token=/);
    const token = new URL(link).searchParams.get('token');
    const reset = await server.client().post('/api/auth/reset-password', {
      token,
      password: 'Nouveau-Depart-31',
      passwordConfirmation: 'Nouveau-Depart-31',
    });
    expect(reset.status).toBe(200);
    expect((await device.get('/api/auth/user')).status).toBe(401);
    expect(
      (
        await server.client().post('/api/auth/reset-password', {
          token,
          password: 'Nouveau-Depart-32',
          passwordConfirmation: 'Nouveau-Depart-32',
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { email, password: 'Nouveau-Depart-31' }))
        .status,
    ).toBe(200);
  });

  it('by phone: a recovery code opens a session that sets a new password; other sessions revoked', async () => {
    const { phone } = await account();
    const device = server.client();
    expect((await device.post('/api/auth/token?grant_type=password', { phone, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    await server.client().post('/api/auth/recover', { phone });
    const code = await server.lastCodeSentTo(phone);
    const client = server.client();
    expect((await client.post('/api/auth/verify', { phone, token: code, type: 'recovery' })).status).toBe(200);
    expect((await client.put('/api/auth/user', { password: 'Riviere-Wouri-58' })).status).toBe(200);
    expect((await device.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { phone, password: 'Riviere-Wouri-58' }))
        .status,
    ).toBe(200);
  });

  it('a normal session needs the current password to change it', async () => {
    const { email } = await account();
    const client = server.client();
    await client.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    expect((await client.put('/api/auth/user', { password: 'Riviere-Wouri-58' })).status).toBe(400);
    expect(
      (await client.put('/api/auth/user', { password: 'Riviere-Wouri-58', currentPassword: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('limits password reset requests to 3 per hour per account', async () => {
    const { email } = await account();
    for (let i = 0; i < 3; i++) expect((await server.client().post('/api/auth/recover', { email })).status).toBe(200);
    const limited = await server.client().post('/api/auth/recover', { email });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
