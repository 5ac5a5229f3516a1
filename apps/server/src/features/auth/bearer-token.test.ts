import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedInWithJwt() {
  const { client, userId } = await signedIn(server, 'patient', { portal: 'any' });
  const token = (await client.get('/api/auth/jwt')).json<{ token: string }>().token;
  return { client, token, userId };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Authorization: Bearer <jwt>', () => {
  it('authenticates an API client as the session that issued the token, without personal data in it', async () => {
    const { token, userId } = await signedInWithJwt();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.sub).toBe(userId);
    expect(typeof claims.sid).toBe('string');
    expect(JSON.stringify(claims)).not.toMatch(/@|Aline|Ekwalla|\+237/);
    const res = await server.client().get('/api/auth/user', bearer(token));
    expect(res.status).toBe(200);
    expect(res.json<{ user: { id: string } }>().user.id).toBe(userId);
  });

  it('refuses a token that is not three URL-safe base64 parts, or forged, with 400 bad_jwt', async () => {
    const { token } = await signedInWithJwt();
    const [header, payload] = token.split('.');
    for (const bad of ['abc', 'a.b', 'a.b.c.d', 'a+b.c/d.e=', `${header}.${payload}.${'A'.repeat(86)}`]) {
      const res = await server.client().get('/api/auth/user', bearer(bad));
      expect(res.status, bad).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('bad_jwt');
    }
  });

  it('refuses an expired token (400) and a token whose session was signed out (401)', async () => {
    const { client, token } = await signedInWithJwt();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      expect((await server.client().get('/api/auth/user', bearer(token))).json<{ code: string }>().code).toBe(
        'bad_jwt',
      );
    } finally {
      vi.useRealTimers();
    }
    expect((await client.post('/api/auth/logout?scope=global')).status).toBe(204);
    const res = await server.client().get('/api/auth/user', bearer(token));
    expect(res.status).toBe(401);
    expect(res.json<{ code: string }>().code).toBe('session_missing');
  });
});
