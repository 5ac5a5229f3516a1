import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_DOCTORS } from './demo-doctors';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedIfEmpty } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo seed', () => {
  it('never seeds a PostgreSQL server or production unless asked', async () => {
    const { deps } = server;
    expect(await seedIfEmpty(deps, 'postgres')).toBe(false);
    expect(await seedIfEmpty({ ...deps, env: { ...deps.env, NODE_ENV: 'production' } }, 'pglite')).toBe(false);
    expect((await server.client().get('/api/meta')).json()).toEqual({ demoMode: false });
  });

  it('seeds an empty embedded database once, idempotently, with one working account per role', async () => {
    expect(await seedIfEmpty(server.deps, 'pglite')).toBe(true);
    expect(await seedIfEmpty(server.deps, 'pglite')).toBe(false);
    expect(await seedDemo(server.deps)).toBe(0);
    expect((await server.client().get('/api/meta')).json()).toEqual({ demoMode: true });
    const directory = (await server.client().get('/api/doctors/search?perPage=50')).json<{ total: number }>();
    expect(directory.total).toBe(DEMO_DOCTORS.length + 1);
    // Demo carers open 08:00-20:00 every day, so that the booking flow has slots to offer.
    const nurses = await server.client().get('/api/doctors/search?city=Douala&profession=infirmier');
    const nurseId = nurses.json<{ doctors: { id: string }[] }>().doctors[0]?.id ?? '';
    const slots = await server.client().get(`/api/doctors/${nurseId}/slots?days=2&kind=home_visit`);
    const days = slots.json<{ days: { morning: unknown[]; afternoon: unknown[]; evening: unknown[] }[] }>().days;
    expect(days.some((day) => day.morning.length > 0 && day.evening.length > 0)).toBe(true);

    for (const demo of DEMO_ACCOUNTS) {
      const client = server.client();
      const res = await client.post('/api/auth/token?grant_type=password', {
        phone: demo.phone,
        password: DEMO_PASSWORD,
      });
      expect(res.status, demo.email).toBe(200);
      expect(res.json<{ user: { role: string; email: string } }>().user).toMatchObject({
        role: demo.role,
        email: demo.email,
      });
      if (demo.role === 'medecin') {
        const profile = await client.get('/api/doctors/me/profile');
        expect(profile.json<{ profile: { city: string } }>().profile.city).toBe('Yaoundé');
      }
    }
  });
});
