import { afterAll, describe, expect, it } from 'vitest';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { createTestDatabase, startTestServer, type TestServer } from '../../testing/test-server';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
});

describe('sign-in rate limits (kept in the database)', () => {
  it('allows 5 sign-ins per minute per IP, then 429 with Retry-After, still after a restart', async () => {
    const testDatabase = await createTestDatabase();
    const first = await startTestServer({ testDatabase });
    for (let i = 0; i < 5; i++) {
      const res = await first
        .client({ ip: '192.0.2.1' })
        .post('/api/auth/token?grant_type=password', { email: `nobody${i}@test.cm`, password: 'Whatever-123' });
      expect(res.status).toBe(400);
    }
    const limited = await first
      .client({ ip: '192.0.2.1' })
      .post('/api/auth/token?grant_type=password', { email: 'nobody@test.cm', password: 'Whatever-123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });

    await first.close({ keepDatabase: true });
    const second = await startTestServer({ testDatabase });
    servers.push(second);
    const afterRestart = await second
      .client({ ip: '192.0.2.1' })
      .post('/api/auth/token?grant_type=password', { email: 'nobody@test.cm', password: 'Whatever-123' });
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.headers.get('retry-after')).not.toBeNull();
  });

  it('locks an account after 10 failures in 15 minutes from any IPs, even for the right password, and only that account', async () => {
    const server = await startTestServer();
    servers.push(server);
    const email = randomEmail();
    const phone = randomPhone();
    await createUser(server.deps, {
      role: 'patient',
      email,
      phone,
      password: TEST_PASSWORD,
      firstName: 'Marie',
      lastName: 'Tchuente',
    });
    for (let i = 0; i < 10; i++) {
      const wrong = await server
        .client()
        .post('/api/auth/token?grant_type=password', { email, password: `Wrong-Password-${i}` });
      expect(wrong.status).toBe(400);
    }
    const byEmail = await server
      .client()
      .post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD });
    expect(byEmail.status).toBe(429);
    expect(byEmail.json()).toMatchObject({ code: 'rate_limited' });
    const byPhone = await server
      .client()
      .post('/api/auth/token?grant_type=password', { phone, password: TEST_PASSWORD });
    expect(byPhone.status).toBe(429);

    const other = randomEmail();
    await createUser(server.deps, {
      role: 'patient',
      email: other,
      phone: randomPhone(),
      password: TEST_PASSWORD,
      firstName: 'Marie',
      lastName: 'Tchuente',
    });
    expect(
      (await server.client().post('/api/auth/token?grant_type=password', { email: other, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
  });
});
