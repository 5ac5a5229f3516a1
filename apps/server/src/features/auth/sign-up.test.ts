import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/jobs';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = () => ({
  firstName: 'Aminatou',
  lastName: 'Ngono',
  phone: randomPhone(),
  password: 'Plantain-Bleu-77',
  passwordConfirmation: 'Plantain-Bleu-77',
  acceptTerms: true,
});

type Body = {
  code?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  user?: Record<string, unknown>;
  session?: Record<string, unknown>;
};

/** Every message queued for `recipient`, oldest first (template names only). */
async function templatesSentTo(recipient: string): Promise<string[]> {
  await server.worker.drain();
  const rows = await server.deps.db
    .select({ template: outboxMessages.template, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.template);
}

async function verify(client: ReturnType<TestServer['client']>, phone: string, token: string | null) {
  return client.post('/api/auth/verify', { phone, token: token ?? '000000', type: 'signup', portal: 'patient' });
}

describe('POST /api/auth/signup', () => {
  it('answers 202 "code sent" with no account yet; the code sent to the phone creates it and opens the session', async () => {
    const client = server.client();
    const input = valid();
    const res = await client.post('/api/auth/signup', { ...input, phone: input.phone.replace('+237', '') });
    expect(res.status).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(
      (
        await server
          .client()
          .post('/api/auth/token?grant_type=password', { phone: input.phone, password: input.password })
      ).status,
    ).toBe(400);

    const code = await server.lastCodeSentTo(input.phone);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(client, input.phone, code);
    expect(verified.status).toBe(200);
    const body = verified.json<Body>();
    expect(body.user).toMatchObject({
      phone: input.phone,
      email: null,
      role: 'patient',
      firstName: 'Aminatou',
      status: 'active',
    });
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json<Body>().user?.id).toBe(body.user?.id);
    expect((await verify(server.client(), input.phone, code)).status).toBe(400);
    expect(
      (
        await server
          .client()
          .post('/api/auth/token?grant_type=password', { phone: input.phone, password: input.password })
      ).status,
    ).toBe(200);
  });

  it('signs up with phone and email; the email is the real one', async () => {
    const email = randomEmail('Patient');
    const input = { ...valid(), email };
    expect((await server.client().post('/api/auth/signup', input)).status).toBe(202);
    const res = await verify(server.client(), input.phone, await server.lastCodeSentTo(input.phone));
    expect(res.status).toBe(200);
    expect(res.json<Body>().user?.email).toBe(email.toLowerCase());
  });

  it('a wrong code is refused, and the 5th wrong one spends the code', async () => {
    const input = valid();
    await server.client().post('/api/auth/signup', input);
    const code = await server.lastCodeSentTo(input.phone);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++)
      expect((await verify(server.client(), input.phone, wrong)).json<Body>().code).toBe('otp_invalid');
    expect((await verify(server.client(), input.phone, wrong)).json<Body>().code).toBe('otp_attempts_exceeded');
    expect((await verify(server.client(), input.phone, code)).status).toBe(400);
  });

  it.each(['firstName', 'lastName', 'phone', 'password', 'passwordConfirmation', 'acceptTerms'])(
    'refuses a missing %s with fieldErrors',
    async (field) => {
      const input: Record<string, unknown> = valid();
      delete input[field];
      const res = await server.client().post('/api/auth/signup', input);
      expect(res.status).toBe(400);
      const body = res.json<Body>();
      expect(body.fieldErrors?.[field]?.length).toBeGreaterThan(0);
      if (field === 'password' || field === 'phone') {
        expect(body.code).toBe('missing_credentials');
        expect(body.message).toBe('You must provide either an email or phone number and a password');
      }
    },
  );

  it('refuses weak passwords with every reason', async () => {
    const cases: Array<[string, string]> = [
      ['password', 'password.tooCommon'],
      ['short1', 'password.tooShort'],
      ['Aminatou-2026', 'password.containsName'],
      ['xx-ngono-xx', 'password.containsName'],
    ];
    for (const [password, reason] of cases) {
      const res = await server
        .client()
        .post('/api/auth/signup', { ...valid(), password, passwordConfirmation: password });
      expect(res.status, password).toBe(400);
      const body = res.json<Body>();
      if (reason === 'password.tooShort') {
        expect(body.fieldErrors?.password).toContain('validation.passwordTooShort');
      } else {
        expect(body.code).toBe('weak_password');
        expect(body.fieldErrors?.password).toContain(reason);
      }
    }
    const input = valid();
    const withPhone = `Mot-${input.phone.slice(4)}`;
    const res = await server
      .client()
      .post('/api/auth/signup', { ...input, password: withPhone, passwordConfirmation: withPhone });
    expect(res.json<Body>()).toMatchObject({
      code: 'weak_password',
      fieldErrors: { password: ['password.containsPhone'] },
    });
  });

  it('answers a registered phone exactly like a new one; its owner is told, no code, no account', async () => {
    const phone = randomPhone();
    await createUser(server.deps, {
      role: 'patient',
      phone,
      password: TEST_PASSWORD,
      firstName: 'Rose',
      lastName: 'Abena',
    });
    const fresh = await server.client().post('/api/auth/signup', valid());
    const taken = await server.client().post('/api/auth/signup', { ...valid(), phone });
    expect(taken.status).toBe(fresh.status);
    expect(taken.json()).toEqual(fresh.json());
    expect(await templatesSentTo(phone)).toEqual(['sign_up_attempt']);
    expect((await verify(server.client(), phone, '123456')).json<Body>().code).toBe('otp_invalid');
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { phone, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('answers a registered e-mail like a new one; its owner is told and the new account is made without it', async () => {
    const email = randomEmail();
    await createUser(server.deps, {
      role: 'patient',
      email,
      phone: randomPhone(),
      password: TEST_PASSWORD,
      firstName: 'Rose',
      lastName: 'Abena',
    });
    const input = { ...valid(), email: email.toUpperCase() };
    const res = await server.client().post('/api/auth/signup', input);
    expect(res.status).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect(await templatesSentTo(email)).toEqual(['sign_up_attempt']);
    const verified = await verify(server.client(), input.phone, await server.lastCodeSentTo(input.phone));
    expect(verified.status).toBe(200);
    expect(verified.json<Body>().user?.email).toBeNull();
  });

  it('limits sign-ups to 3 per day per phone and 20 per hour per address', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 3; i++)
      expect((await server.client().post('/api/auth/signup', { ...valid(), phone })).status).toBe(202);
    const perPhone = await server.client().post('/api/auth/signup', { ...valid(), phone });
    expect(perPhone.status).toBe(429);
    expect(Number(perPhone.headers.get('retry-after'))).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await server.client({ ip: '198.51.100.20' }).post('/api/auth/signup', valid())).status);
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 202), 429]);
  }, 60_000);

  it('resend type signup sends a new sign-up code for the pending sign-up (the old one stops working), no sign-in code', async () => {
    const input = valid();
    const client = server.client();
    expect((await client.post('/api/auth/signup', input)).status).toBe(202);
    const first = await server.lastCodeSentTo(input.phone);
    const resent = await client.post('/api/auth/resend', { phone: input.phone.replace('+237', ''), type: 'signup' });
    expect(resent.status).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    expect(await templatesSentTo(input.phone)).toEqual(['sign_up_code', 'sign_up_code']);
    const second = await server.lastCodeSentTo(input.phone);
    expect(second).toMatch(/^\d{6}$/);
    if (first !== second)
      expect((await verify(server.client(), input.phone, first)).json<Body>().code).toBe('otp_invalid');
    const verified = await verify(client, input.phone, second);
    expect(verified.status).toBe(200);
    expect(verified.json<Body>().user).toMatchObject({ phone: input.phone, firstName: 'Aminatou', role: 'patient' });
  });

  it('resend type signup answers the same for a registered phone or no pending sign-up, and sends nothing', async () => {
    const registered = randomPhone();
    await createUser(server.deps, {
      role: 'patient',
      phone: registered,
      password: TEST_PASSWORD,
      firstName: 'Déjà',
      lastName: 'Inscrite',
    });
    const unknown = randomPhone();
    for (const phone of [registered, unknown]) {
      const res = await server.client().post('/api/auth/resend', { phone, type: 'signup' });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      expect(await templatesSentTo(phone)).toEqual([]);
    }
  });

  it('resend type signup shares the per-phone limit of sign-up (3 per day)', async () => {
    const input = valid();
    expect((await server.client().post('/api/auth/signup', input)).status).toBe(202);
    for (let i = 0; i < 2; i++)
      expect((await server.client().post('/api/auth/resend', { phone: input.phone, type: 'signup' })).status).toBe(200);
    const limited = await server.client().post('/api/auth/resend', { phone: input.phone, type: 'signup' });
    expect(limited.status).toBe(429);
    expect(limited.json<Body>().code).toBe('rate_limited');
    expect(await templatesSentTo(input.phone)).toEqual(['sign_up_code', 'sign_up_code', 'sign_up_code']);
  });

  it('never answers 500 to malformed bodies', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/signup', '{not json')).status).toBe(400);
    expect((await client.post('/api/auth/signup', { ...valid(), phone: 12, firstName: ['x'] })).status).toBe(400);
    expect((await client.post('/api/auth/signup', 'null')).status).toBe(400);
    expect((await client.post('/api/auth/signup', '[]')).status).toBe(400);
    const huge = await client.post('/api/auth/signup', { ...valid(), firstName: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });
});
