import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema/auth';
import { createAccount, signIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const USER_AGENT = 'Navigateur-De-Test/7.3 (Douala)';

/** A cookie's value as readable text: URI-decoded, and each dot-separated part base64-decoded too. */
function readable(value: string): string {
  const decoded = decodeURIComponent(value);
  const parts = decoded.split('.').map((part) => Buffer.from(part, 'base64').toString('utf8'));
  return [decoded, ...parts].join('\n');
}

describe('the cookies of a session', () => {
  it('carry no contact details, IP, user agent or session token besides the signed session cookie', async () => {
    const account = await createAccount(server, 'patient');
    const signed = await signIn(server, account, { headers: { 'user-agent': USER_AGENT } });
    const [row] = await server.deps.db.select().from(session).where(eq(session.userId, account.userId));
    expect(row).toBeDefined();
    const secrets = [account.email, account.phone, 'Aline', 'Ekwalla', signed.client.ip, USER_AGENT, row?.token];
    const sessionCookie = (await server.deps.auth.$context).authCookies.sessionToken.name;
    expect([...signed.client.cookies.keys()]).toContain(sessionCookie);
    for (const [name, value] of signed.client.cookies) {
      const text = readable(value);
      for (const secret of secrets) {
        if (!secret || (name === sessionCookie && secret === row?.token)) continue;
        expect(text, `cookie ${name}`).not.toContain(secret);
      }
    }
  });

  it('still let signed-in requests through, and sign-out still ends the session', async () => {
    const signed = await signIn(server, await createAccount(server, 'patient'));
    expect((await signed.client.get('/api/auth/user')).status).toBe(200);
    expect((await signed.client.post('/api/auth/token?grant_type=refresh_token')).status).toBe(200);
    expect((await signed.client.get('/api/auth/user')).status).toBe(200);
    const kept = new Map(signed.client.cookies);
    expect((await signed.client.post('/api/auth/logout')).status).toBe(204);
    const replay = server.client();
    for (const [name, value] of kept) replay.cookies.set(name, value);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });
});
