import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles';
import { randomPhone } from '../../testing/factories';
import { signedIn, signIn, createAccount } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function phoneOf(userId: string): Promise<string | null> {
  const [row] = await server.deps.db
    .select({ phone: userProfiles.phone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.phone ?? null;
}

/** ADR 021: a phone proposed by staff moves when its owner, signed in, confirms the code sent to it. */
describe('POST /api/auth/phone/verify (a phone proposed by staff, confirmed by its owner)', () => {
  it.each(['medecin', 'personnel_operationnel'] as const)(
    'a %s confirms the code sent to the proposed number; a wrong code or another account cannot',
    async (role) => {
      const { client: staff } = await signedIn(server, 'super_admin');
      const owner = await createAccount(server, role);
      const newPhone = randomPhone();
      expect((await staff.put(`/api/auth/admin/users/${owner.userId}`, { phone: newPhone })).status).toBe(200);
      const code = await server.lastCodeSentTo(newPhone);
      expect(code).toMatch(/^\d{6}$/);

      const { client } = await signIn(server, owner);
      const wrong = await client.post('/api/auth/phone/verify', {
        phone: newPhone,
        code: code === '123456' ? '654321' : '123456',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json<{ code: string }>().code).toBe('otp_invalid');
      // The code is bound to the owner's account: another signed-in account cannot use it.
      const { client: other } = await signedIn(server, role);
      expect((await other.post('/api/auth/phone/verify', { phone: newPhone, code })).status).toBe(400);
      expect(await phoneOf(owner.userId)).toBe(owner.phone);

      const confirmed = await client.post('/api/auth/phone/verify', { phone: newPhone.replace('+237', ''), code });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json()).toEqual({ phone: newPhone });
      expect(await phoneOf(owner.userId)).toBe(newPhone);
    },
  );

  it('refuses anonymous callers (401) and bad input (400)', async () => {
    expect(
      (await server.client().post('/api/auth/phone/verify', { phone: randomPhone(), code: '123456' })).status,
    ).toBe(401);
    const { client } = await signedIn(server, 'medecin');
    expect((await client.post('/api/auth/phone/verify', { phone: 'abc', code: '12' })).status).toBe(400);
  });
});
