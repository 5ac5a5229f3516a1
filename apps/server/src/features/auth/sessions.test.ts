import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { createAccount, signedIn, signIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

type Body = {
  code?: string;
  user?: { id: string; role: string | null };
  session?: { expiresAt: string; loginTime: string };
};
const HOUR = 3_600_000;

const sessionOf = (signed: SignedIn) => signed.grant.json<Body>().session;

function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}

describe('session lifetimes per role', () => {
  it('refuses a doctor session 24 h after loginTime while a patient session is still fine', async () => {
    const doctor = await signedIn(server, 'medecin', { portal: 'medecin' });
    const patient = await signedIn(server, 'patient', { portal: 'patient' });
    const loginTime = Date.parse(sessionOf(doctor)?.loginTime ?? '');
    expect(Date.parse(sessionOf(doctor)?.expiresAt ?? '') - loginTime).toBe(24 * HOUR);
    expect(Date.parse(sessionOf(patient)?.expiresAt ?? '') - Date.now()).toBeGreaterThan(6 * 24 * HOUR);
    travel(23 * HOUR);
    expect((await doctor.client.get('/api/auth/user')).status).toBe(200);
    vi.setSystemTime(new Date(loginTime + 24 * HOUR + 60_000));
    const expired = await doctor.client.get('/api/auth/user');
    expect(expired.status).toBe(401);
    expect(expired.json<Body>().code).toBe('session_expired');
    expect((await patient.client.get('/api/auth/user')).status).toBe(200);
    const rows = await server.deps.db.select().from(session).where(eq(session.userId, doctor.userId));
    expect(rows).toHaveLength(0);
  });

  it('limits staff sessions to 12 h from sign-in', async () => {
    const admin = await signedIn(server, 'admin', { portal: 'personnel' });
    expect(Date.parse(sessionOf(admin)?.expiresAt ?? '') - Date.parse(sessionOf(admin)?.loginTime ?? '')).toBe(
      12 * HOUR,
    );
    travel(11 * HOUR);
    expect((await admin.client.get('/api/auth/user')).status).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 2 * HOUR));
    const res = await admin.client.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json<Body>().code).toBe('session_expired');
  });

  it('slides a patient session on refresh (7 days, renewed after 1 day)', async () => {
    const patient = await signedIn(server, 'patient', { portal: 'patient' });
    const before = Date.parse(sessionOf(patient)?.expiresAt ?? '');
    travel(2 * 24 * HOUR);
    const refreshed = await patient.client.post('/api/auth/token?grant_type=refresh_token');
    expect(refreshed.status).toBe(200);
    expect(Date.parse(refreshed.json<Body>().session?.expiresAt ?? '')).toBeGreaterThan(before + 24 * HOUR);
    expect((await server.client().post('/api/auth/token?grant_type=refresh_token')).status).toBe(401);
  });

  it('signs out a user whose profile becomes deleted (401 account_deleted, sessions revoked)', async () => {
    const patient = await signedIn(server, 'patient', { portal: 'any' });
    await server.deps.db.update(userProfiles).set({ status: 'deleted' }).where(eq(userProfiles.userId, patient.userId));
    const res = await patient.client.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json<Body>().code).toBe('account_deleted');
    expect(await server.deps.db.select().from(session).where(eq(session.userId, patient.userId))).toHaveLength(0);
    expect((await patient.client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  async function twoDevices() {
    const account = await createAccount(server, 'patient');
    const { client: a } = await signIn(server, account, { portal: 'any' });
    const { client: b } = await signIn(server, account, { portal: 'any' });
    return { a, b };
  }

  it('local signs out this device only; global every device; others keeps the current one', async () => {
    const local = await twoDevices();
    expect((await local.a.post('/api/auth/logout')).status).toBe(204);
    expect((await local.a.get('/api/auth/user')).status).toBe(401);
    expect((await local.b.get('/api/auth/user')).status).toBe(200);

    const global = await twoDevices();
    expect((await global.a.post('/api/auth/logout?scope=global')).status).toBe(204);
    expect((await global.a.get('/api/auth/user')).status).toBe(401);
    expect((await global.b.get('/api/auth/user')).status).toBe(401);

    const others = await twoDevices();
    expect((await others.a.post('/api/auth/logout?scope=others')).status).toBe(204);
    expect((await others.a.get('/api/auth/user')).status).toBe(200);
    expect((await others.b.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses any other scope (400 invalid_scope) and answers 204 without a session', async () => {
    const res = await server.client().post('/api/auth/logout?scope=everywhere');
    expect(res.status).toBe(400);
    expect(res.json<Body>().code).toBe('invalid_scope');
    expect((await server.client().post('/api/auth/logout?scope=global')).status).toBe(204);
  });
});
