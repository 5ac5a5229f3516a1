import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { totpCode, totpStep } from '../../auth/totp';
import { mfaFactors } from '../../db/schema/auth-codes';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

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
