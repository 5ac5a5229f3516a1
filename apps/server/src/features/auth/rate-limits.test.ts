import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/jobs';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { createTestDatabase, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const servers: TestServer[] = [];
beforeAll(async () => {
  server = await startTestServer();
  servers.push(server);
});
afterAll(async () => {
  for (const each of servers.reverse()) await each.close();
});

const SIGN_IN = '/api/auth/token?grant_type=password';

async function patient(firstName = 'Marie') {
  const email = randomEmail();
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    email,
    phone,
    password: TEST_PASSWORD,
    firstName,
    lastName: 'Tchuente',
  });
  return { email, phone, userId };
}

/** The channels the owner was told on: one notice is one message per channel (e-mail, one phone channel). */
async function noticesTo(userId: string) {
  const rows = await server.deps.db
    .select({ channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.template, 'sign_in_failures')));
  const channels = rows.map((row) => row.channel);
  return { count: channels.length, once: channels.length > 0 && new Set(channels).size === channels.length };
}

describe('sign-in limits per address (kept in the database)', () => {
  it('allows 60 sign-ins per minute per address, then 429 with Retry-After, still after a restart', async () => {
    const testDatabase = await createTestDatabase();
    const first = await startTestServer({ testDatabase });
    const attempts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        first.client({ ip: '192.0.2.1' }).post(SIGN_IN, { email: `nobody${i}@test.cm`, password: 'Whatever-123' }),
      ),
    );
    expect(attempts.map((res) => res.status)).toEqual(Array.from({ length: 60 }, () => 400));
    const limited = await first
      .client({ ip: '192.0.2.1' })
      .post(SIGN_IN, { email: 'nobody@test.cm', password: 'Whatever-123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });

    await first.close({ keepDatabase: true });
    const second = await startTestServer({ testDatabase });
    servers.push(second);
    const afterRestart = await second
      .client({ ip: '192.0.2.1' })
      .post(SIGN_IN, { email: 'nobody@test.cm', password: 'Whatever-123' });
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.headers.get('retry-after')).not.toBeNull();
  }, 120_000);

  it('lets 30 different patients behind one carrier address (CGNAT) sign in within a minute', async () => {
    const patients = await Promise.all(Array.from({ length: 30 }, () => patient()));
    const results = await Promise.all(
      patients.map(({ email, phone }, i) =>
        server
          .client({ ip: '198.51.100.7' })
          .post(SIGN_IN, i % 2 ? { email, password: TEST_PASSWORD } : { phone, password: TEST_PASSWORD }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array.from({ length: 30 }, () => 200));
  });
});

describe('wrong passwords slow the guesser down without locking the owner out', () => {
  it('one account hammered from one address: 4 free failures, then growing holds (429 + Retry-After), even for the right password', async () => {
    const { email } = await patient();
    const attacker = () => server.client({ ip: '203.0.113.9' });
    for (let i = 0; i < 5; i++)
      expect((await attacker().post(SIGN_IN, { email, password: `Wrong-Password-${i}` })).status).toBe(400);
    const held = await attacker().post(SIGN_IN, { email, password: TEST_PASSWORD });
    expect(held.status).toBe(429);
    expect(held.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);

    // The owner, from their own address, is not locked out.
    expect((await server.client({ ip: '203.0.113.10' }).post(SIGN_IN, { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it('an unknown identifier hammered from one address is slowed the same way', async () => {
    const email = randomEmail();
    const attacker = () => server.client({ ip: '203.0.113.11' });
    for (let i = 0; i < 5; i++)
      expect((await attacker().post(SIGN_IN, { email, password: `Wrong-Password-${i}` })).status).toBe(400);
    expect((await attacker().post(SIGN_IN, { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('10 failures from other addresses do not lock the owner; past 20 the account is slowed for seconds, the code sign-in stays open, and the owner is told once', async () => {
    const { email, userId } = await patient();
    for (let i = 0; i < 10; i++)
      expect((await server.client().post(SIGN_IN, { email, password: `Wrong-Password-${i}` })).status).toBe(400);
    expect((await server.client().post(SIGN_IN, { email, password: TEST_PASSWORD })).status).toBe(200);

    for (let i = 10; i < 21; i++)
      expect((await server.client().post(SIGN_IN, { email, password: `Wrong-Password-${i}` })).status).toBe(400);
    const slowed = await server.client().post(SIGN_IN, { email, password: TEST_PASSWORD });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(5);

    const owner = server.client();
    expect((await owner.post('/api/auth/otp', { email })).status).toBe(200);
    const code = await server.lastCodeSentTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const byCode = await owner.post('/api/auth/verify', { email, token: code, type: 'email', portal: 'patient' });
    expect(byCode.status).toBe(200);

    await server.client().post(SIGN_IN, { email, password: 'Wrong-Password-x' });
    expect((await noticesTo(userId)).once).toBe(true);
  });

  it('tells the owner once when an address starts being held', async () => {
    const { email, userId } = await patient();
    for (let i = 0; i < 4; i++)
      await server.client({ ip: '203.0.113.12' }).post(SIGN_IN, { email, password: 'Nope-1234' });
    expect((await noticesTo(userId)).count).toBe(0);
    await server.client({ ip: '203.0.113.12' }).post(SIGN_IN, { email, password: 'Nope-1234' });
    for (let i = 0; i < 5; i++)
      await server.client({ ip: '203.0.113.13' }).post(SIGN_IN, { email, password: 'Nope-1234' });
    expect((await noticesTo(userId)).once).toBe(true);
  });
});

describe('the current password of PUT /api/auth/user is not an oracle', () => {
  it('5 wrong current passwords, then 429 even for the right one', async () => {
    const { email } = await patient();
    const client = server.client();
    expect((await client.post(SIGN_IN, { email, password: TEST_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.put('/api/auth/user', {
        currentPassword: `Wrong-Password-${i}`,
        password: 'Nouveau-Mot-De-Passe-9',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    }
    const limited = await client.put('/api/auth/user', {
      currentPassword: TEST_PASSWORD,
      password: 'Nouveau-Mot-De-Passe-9',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
