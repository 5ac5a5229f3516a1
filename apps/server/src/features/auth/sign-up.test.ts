import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomEmail, randomPhone } from '../../testing/factories';
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

describe('POST /api/auth/signup', () => {
  it('signs up a patient with a phone only, then the session works', async () => {
    const client = server.client();
    const input = valid();
    const res = await client.post('/api/auth/signup', { ...input, phone: input.phone.replace('+237', '') });
    expect(res.status).toBe(201);
    const body = res.json<Body>();
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
  });

  it('signs up with phone and email; the email is the real one', async () => {
    const email = randomEmail('Patient');
    const res = await server.client().post('/api/auth/signup', { ...valid(), email });
    expect(res.status).toBe(201);
    expect(res.json<Body>().user?.email).toBe(email.toLowerCase());
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

  it('refuses a duplicate phone (409 phone_exists) and a duplicate email (409 email_exists)', async () => {
    const first = valid();
    const email = randomEmail();
    expect((await server.client().post('/api/auth/signup', { ...first, email })).status).toBe(201);
    const samePhone = await server.client().post('/api/auth/signup', { ...valid(), phone: first.phone });
    expect(samePhone.status).toBe(409);
    expect(samePhone.json<Body>().code).toBe('phone_exists');
    const sameEmail = await server.client().post('/api/auth/signup', { ...valid(), email: email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json<Body>().code).toBe('email_exists');
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
