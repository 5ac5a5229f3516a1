import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/jobs';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Body = { code?: string; fieldErrors?: Record<string, string[]>; profile?: { email: string | null } };

/** A patient with e-mail and phone, signed in on a client of its own (the "stolen session"). */
async function signedInPatient() {
  const email = randomEmail();
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    email,
    phone,
    password: TEST_PASSWORD,
    firstName: 'Brigitte',
    lastName: 'Owona',
  });
  const client = server.client();
  expect((await client.post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).status).toBe(
    200,
  );
  return { email, phone, userId, client };
}

async function messagesTo(recipient: string, template: string) {
  await server.worker.drain();
  return server.deps.db
    .select({ params: outboxMessages.params })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
}

function undoTokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no undo link');
  return token;
}

describe('changing the e-mail of an account', () => {
  it('needs the current password; the old address gets an undo link; no reset goes to the new address for 24 h; the undo restores it and ends every session', async () => {
    const { email, client } = await signedInPatient();
    const attacker = randomEmail('attacker');
    const profile = { firstName: 'Brigitte', lastName: 'Owona', email: attacker };

    const without = await client.put('/api/patients/me/profile', profile);
    expect(without.status).toBe(400);
    expect(without.json<Body>()).toMatchObject({
      code: 'invalid_credentials',
      fieldErrors: { currentPassword: ['validation.invalidCurrentPassword'] },
    });
    expect(
      (await client.put('/api/patients/me/profile', { ...profile, currentPassword: 'Wrong-Password-1' })).status,
    ).toBe(400);
    const changed = await client.put('/api/patients/me/profile', { ...profile, currentPassword: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.json<Body>().profile?.email).toBe(attacker);

    const [notice] = await messagesTo(email, 'contact_changed');
    expect(notice?.params.link).toMatch(/\/connexion\/annuler-changement\?token=/);

    // A reset to the new address: the same neutral answer, nothing sent.
    const recover = await server.client().post('/api/auth/recover', { email: attacker });
    expect(recover.json()).toEqual({ sent: true });
    expect(await server.lastLinkSentTo(attacker)).toBeNull();

    // Names-only saves do not ask for the password again.
    expect((await client.put('/api/patients/me/profile', { ...profile, firstName: 'Brigitte-Anne' })).status).toBe(200);

    const token = undoTokenOf(notice?.params.link);
    const undone = await server.client().post('/api/auth/contact-change/undo', { token });
    expect(undone.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const again = await server.client().post('/api/auth/contact-change/undo', { token });
    expect(again.status).toBe(400);
    expect(again.json<Body>().code).toBe('otp_invalid');
  });
});

describe('changing the phone of an account', () => {
  it('needs the current password; the old number gets an undo link; no recovery code goes to the new number for 24 h', async () => {
    const { phone, client } = await signedInPatient();
    const newPhone = randomPhone();
    const without = await client.post('/api/patients/me/phone', { phone: newPhone });
    expect(without.status).toBe(400);
    const wrong = await client.post('/api/patients/me/phone', { phone: newPhone, currentPassword: 'Wrong-Password-1' });
    expect(wrong.json<Body>().code).toBe('invalid_credentials');
    expect(
      (await client.post('/api/patients/me/phone', { phone: newPhone, currentPassword: TEST_PASSWORD })).status,
    ).toBe(200);
    const code = await server.lastCodeSentTo(newPhone);
    expect((await client.post('/api/patients/me/phone/verify', { phone: newPhone, code })).status).toBe(200);

    const [notice] = await messagesTo(phone, 'contact_changed');
    expect(notice?.params.link).toMatch(/\/connexion\/annuler-changement\?token=/);

    expect((await server.client().post('/api/auth/recover', { phone: newPhone })).json()).toEqual({ sent: true });
    expect(await messagesTo(newPhone, 'password_reset_code')).toHaveLength(0);
  });
});
