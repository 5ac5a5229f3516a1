import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { totpCode, totpStep } from '../../auth/totp';
import { auditLog } from '../../db/schema/audit';
import { mfaFactors } from '../../db/schema/auth-codes';
import { outboxMessages } from '../../db/schema/jobs';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { renderTemplate } from '../messaging/templates';
import { issueActionToken } from './issue-action-token';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('TOTP MFA', () => {
  it('enrolls, then the password grant asks for a code before issuing the session; unenroll', async () => {
    const email = randomEmail();
    await createUser(server.deps, {
      role: 'admin',
      email,
      phone: randomPhone(),
      password: TEST_PASSWORD,
      firstName: 'Samuel',
      lastName: 'Etoo',
    });
    const client = server.client();
    await client.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    const enrolled = await client.post('/api/auth/factors', { factorType: 'totp' });
    expect(enrolled.status).toBe(201);
    const { id, totp } = enrolled.json<{ id: string; totp: { secret: string; uri: string } }>();
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const [stored] = await server.deps.db
      .select({ secret: mfaFactors.secret })
      .from(mfaFactors)
      .where(eq(mfaFactors.id, id));
    expect(stored?.secret, 'the TOTP seed is encrypted at rest').toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(totp.secret);
    expect(
      (
        await client.post(`/api/auth/factors/${id}/verify`, {
          code: '000000' === totpCode(totp.secret, totpStep(new Date())) ? '111111' : '000000',
        })
      ).status,
    ).toBe(400);
    const verified = await client.post(`/api/auth/factors/${id}/verify`, {
      code: totpCode(totp.secret, totpStep(new Date())),
    });
    expect(verified.status).toBe(200);
    expect(verified.json<{ user: { mfaEnabled: boolean } }>().user.mfaEnabled).toBe(true);

    const second = server.client();
    const grant = await second.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    expect(grant.json()).toEqual({ mfaRequired: true, factorId: id });
    expect((await second.get('/api/auth/user')).status).toBe(401);
    const done = await second.post(`/api/auth/factors/${id}/verify`, {
      code: totpCode(totp.secret, totpStep(new Date()) + 1),
    });
    expect(done.status).toBe(200);
    expect((await second.get('/api/auth/user')).status).toBe(200);
    expect((await second.get('/api/auth/factors')).json<{ factors: unknown[] }>().factors).toHaveLength(1);
    const challenge = await second.post(`/api/auth/factors/${id}/challenge`);
    expect(challenge.status).toBe(200);

    const admin = server.client();
    await admin.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    expect((await admin.get('/api/auth/user')).status).toBe(401);
    expect((await second.delete(`/api/auth/factors/${id}`)).status).toBe(204);
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).json<{
        user?: unknown;
      }>().user,
    ).toBeDefined();
  });
});

describe('JWT and JWKS', () => {
  it('GET /api/auth/jwt gives a token verifiable with /.well-known/jwks.json (cached 10 minutes)', async () => {
    const email = randomEmail();
    await createUser(server.deps, {
      role: 'patient',
      email,
      phone: randomPhone(),
      password: TEST_PASSWORD,
      firstName: 'Rigobert',
      lastName: 'Song',
    });
    const client = server.client();
    await client.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    const jwt = await client.get('/api/auth/jwt');
    expect(jwt.status).toBe(200);
    expect(jwt.json<{ token: string }>().token.split('.')).toHaveLength(3);
    const jwks = await server.client().get('/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    expect(jwks.json<{ keys: unknown[] }>().keys.length).toBeGreaterThan(0);
    expect((await server.client().get('/api/auth/jwt')).status).toBe(401);
  });
});

type Enrolled = { userId: string; email: string; phone: string; factorId: string; secret: string };

/** A staff account with a verified TOTP factor (enrolled at the current step: the next code is `step + 1`). */
async function enrolledStaff(role: 'admin' | 'personnel_operationnel' = 'admin'): Promise<Enrolled> {
  const email = randomEmail('mfa');
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role,
    email,
    phone,
    password: TEST_PASSWORD,
    firstName: 'Roger',
    lastName: 'Milla',
  });
  const client = server.client();
  expect((await client.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).status).toBe(
    200,
  );
  const { id, totp } = (await client.post('/api/auth/factors', { factorType: 'totp' })).json<{
    id: string;
    totp: { secret: string };
  }>();
  const verified = await client.post(`/api/auth/factors/${id}/verify`, {
    code: totpCode(totp.secret, totpStep(new Date())),
  });
  expect(verified.status).toBe(200);
  return { userId, email, phone, factorId: id, secret: totp.secret };
}

/** A 6-digit code that matches none of the accepted steps (now, one before, one after). */
function wrongCode(secret: string): string {
  const now = totpStep(new Date());
  const valid = new Set([now - 1, now, now + 1, now + 2].map((step) => totpCode(secret, step)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '444444';
}

/** The answer must be `mfaRequired` without any session; the TOTP then opens the session. */
async function expectSecondStep(client: TestClient, answer: { status: number; json: <T>() => T }, who: Enrolled) {
  expect(answer.status).toBe(200);
  expect(answer.json()).toEqual({ mfaRequired: true, factorId: who.factorId });
  expect((await client.get('/api/auth/user')).status, 'no session before the TOTP').toBe(401);
  const done = await client.post(`/api/auth/factors/${who.factorId}/verify`, {
    code: totpCode(who.secret, totpStep(new Date()) + 1),
  });
  expect(done.status).toBe(200);
  const me = await client.get('/api/auth/user');
  expect(me.status).toBe(200);
  return me;
}

describe('every way of opening a session asks for the enrolled second factor', () => {
  it('one-time code by e-mail', async () => {
    const who = await enrolledStaff();
    const client = server.client();
    await client.post('/api/auth/otp', { email: who.email });
    const code = await server.lastCodeSentTo(who.email);
    await expectSecondStep(
      client,
      await client.post('/api/auth/verify', { email: who.email, token: code, type: 'email' }),
      who,
    );
  });

  it('one-time code by SMS, also from the staff page', async () => {
    const who = await enrolledStaff('personnel_operationnel');
    const client = server.client();
    await client.post('/api/auth/otp', { phone: who.phone });
    const code = await server.lastCodeSentTo(who.phone);
    const answer = await client.post('/api/auth/verify', {
      phone: who.phone,
      token: code,
      type: 'sms',
      portal: 'personnel',
    });
    const me = await expectSecondStep(client, answer, who);
    expect(me.json<{ user: { id: string } }>().user.id).toBe(who.userId);
  });

  it('recovery code by phone: after the TOTP the session may set a new password', async () => {
    const who = await enrolledStaff();
    const client = server.client();
    await client.post('/api/auth/recover', { phone: who.phone });
    const code = await server.lastCodeSentTo(who.phone);
    await expectSecondStep(
      client,
      await client.post('/api/auth/verify', { phone: who.phone, token: code, type: 'recovery' }),
      who,
    );
    expect((await client.put('/api/auth/user', { password: 'Riviere-Sanaga-73' })).status).toBe(200);
  });

  it('invitation link accepted for an account that has a factor', async () => {
    const who = await enrolledStaff();
    const token = await issueActionToken(server.deps.db, who.userId, 'invite');
    const client = server.client();
    const answer = await client.post('/api/auth/invite/accept', {
      token,
      password: 'Plateau-Joss-2027',
      passwordConfirmation: 'Plateau-Joss-2027',
    });
    await expectSecondStep(client, answer, who);
  });

  it('a challenge cookie cannot be completed without the right code', async () => {
    const who = await enrolledStaff();
    const client = server.client();
    await client.post('/api/auth/otp', { email: who.email });
    const code = await server.lastCodeSentTo(who.email);
    await client.post('/api/auth/verify', { email: who.email, token: code, type: 'email' });
    const wrong = await client.post(`/api/auth/factors/${who.factorId}/verify`, { code: wrongCode(who.secret) });
    expect(wrong.status).toBe(400);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('TOTP attempt limits', () => {
  async function challenge(who: Enrolled): Promise<TestClient> {
    const client = server.client();
    const grant = await client.post('/api/auth/token?grant_type=password', {
      email: who.email,
      password: TEST_PASSWORD,
    });
    expect(grant.json()).toEqual({ mfaRequired: true, factorId: who.factorId });
    return client;
  }

  it('40 parallel wrong codes on one challenge: at most 5 are evaluated', async () => {
    const who = await enrolledStaff();
    const client = await challenge(who);
    const wrong = wrongCode(who.secret);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => client.post(`/api/auth/factors/${who.factorId}/verify`, { code: wrong })),
    );
    const codes = answers.map((answer) => answer.json<{ code: string }>().code);
    expect(codes.filter((code) => code === 'mfa_invalid_code').length).toBeLessThanOrEqual(5);
    const evaluated = await server.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'mfa.verify'), eq(auditLog.outcome, 'failure'), eq(auditLog.targetId, who.factorId)),
      );
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
    const right = await client.post(`/api/auth/factors/${who.factorId}/verify`, {
      code: totpCode(who.secret, totpStep(new Date()) + 1),
    });
    expect(right.json<{ code: string }>().code, 'the exhausted challenge stays closed').toBe('otp_attempts_exceeded');
  });

  it('new challenges do not reset the account limit (10 wrong codes per 15 minutes)', async () => {
    const who = await enrolledStaff();
    const wrong = wrongCode(who.secret);
    for (let round = 0; round < 2; round++) {
      const client = await challenge(who);
      for (let i = 0; i < 5; i++)
        expect(
          (await client.post(`/api/auth/factors/${who.factorId}/verify`, { code: wrong })).json<{ code: string }>()
            .code,
        ).toBe('mfa_invalid_code');
    }
    const client = await challenge(who);
    const right = await client.post(`/api/auth/factors/${who.factorId}/verify`, {
      code: totpCode(who.secret, totpStep(new Date()) + 1),
    });
    expect(right.status).toBe(429);
    expect(right.json<{ code: string }>().code).toBe('rate_limited');
    expect(right.headers.get('retry-after')).not.toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('tells the owner once per lock, on their own contacts, without any code or secret, and audits the lock', async () => {
    const who = await enrolledStaff();
    const wrong = wrongCode(who.secret);
    const notices = () =>
      server.deps.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, who.userId), eq(outboxMessages.template, 'totp_locked')));
    for (let round = 0; round < 2; round++) {
      const client = await challenge(who);
      for (let i = 0; i < 5; i++) await client.post(`/api/auth/factors/${who.factorId}/verify`, { code: wrong });
    }
    expect(await notices(), 'ten wrong codes: not locked yet').toHaveLength(0);
    const client = await challenge(who);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/auth/factors/${who.factorId}/verify`, { code: wrong })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 429, 429]);

    const told = await notices();
    expect(told.length, 'one message per channel of the owner').toBeGreaterThan(0);
    expect(new Set(told.map((row) => row.channel)).size, 'once per lock').toBe(told.length);
    expect(told.map((row) => row.recipient).sort()).toEqual(
      told.map((row) => (row.channel === 'email' ? who.email : who.phone)).sort(),
    );
    const text = renderTemplate('totp_locked', 'fr', told[0]?.params ?? {});
    expect(text).toBe(
      'Trop de codes de vérification en deux étapes erronés ont été saisis pour votre compte Santé à Domicile : cette étape est bloquée pendant 15 minutes au plus. Si ce n’était pas vous, changez votre mot de passe.',
    );
    expect(JSON.stringify(told.map((row) => row.params)), 'no code or secret').not.toMatch(/\d{6}|secret/i);
    expect(JSON.stringify(told.map((row) => row.params))).not.toContain(who.secret);
    const audited = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mfa.totp_locked'), eq(auditLog.targetId, who.userId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ outcome: 'denied', targetType: 'user' });
  });
});
