import type { BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { ArchiveList, ArchivePurgePreview } from '@sante/shared/archive-constants';
import { seedDemoArchives } from './demo-archives';
import { DEMO_DOCTORS } from './demo-doctors';
import { seedDemoHistory } from './demo-history';
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
    // Every demo carer but the demo doctor, who opens no hours (the directory offers only carers who can be booked).
    const directory = (await server.client().get('/api/doctors/search?perPage=50')).json<{ total: number }>();
    expect(directory.total).toBe(DEMO_DOCTORS.length);
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

  it('gives the demo patient a past of completed, paid, invoiced visits, some rated, two in a closed year', async () => {
    const thisYear = Number(doualaToday().slice(0, 4));
    expect(await seedDemoHistory(server.deps)).toBe(0);
    const signIn = async (phone: string, portal: 'patient' | 'personnel') => {
      const client = server.client();
      const res = await client.post('/api/auth/token?grant_type=password', { phone, password: DEMO_PASSWORD, portal });
      expect(res.status).toBe(200);
      return client;
    };
    const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)?.phone ?? '';
    const patient = await signIn(demo('patient'), 'patient');
    const bookings = (await patient.get('/api/bookings')).json<{ bookings: BookingView[] }>().bookings;
    expect(bookings).toHaveLength(5);
    for (const booking of bookings) {
      expect(booking).toMatchObject({ status: 'completed', trackingStep: 'prescription_ready', canChange: false });
      expect(Date.parse(booking.endsAt)).toBeLessThan(Date.now() - 14 * 24 * 3_600_000);
      expect(booking.events.at(-1)).toMatchObject({ type: 'completed', status: 'completed' });
    }
    expect(bookings.filter((booking) => booking.review)).toHaveLength(3);

    const staff = await signIn(demo('admin'), 'personnel');
    expect((await staff.get('/api/admin/invoices/years')).json<{ years: number[] }>().years).toEqual([thisYear - 1]);
    const lastYear = (await staff.get(`/api/admin/invoices?year=${thisYear - 1}`)).json<{
      invoices: { number: string; status: string }[];
    }>().invoices;
    // Gapless from 1 (early in January, the visits of a few weeks ago belong to last year too).
    expect(lastYear.length).toBeGreaterThanOrEqual(2);
    expect(lastYear.map((invoice) => invoice.number).sort()).toEqual(
      lastYear.map((_, index) => `FAC-${thisYear - 1}-${String(index + 1).padStart(6, '0')}`),
    );
    const mine = (await patient.get('/api/invoices')).json<{ invoices: { status: string; bookingId: string }[] }>();
    expect(mine.invoices.filter((invoice) => invoice.status === 'paid').length).toBeGreaterThanOrEqual(3);

    const paediatrician = (await server.client().get('/api/doctors/search?city=Douala&specialty=pediatrie')).json<{
      doctors: { ratingAverage: number | null; ratingCount: number }[];
    }>().doctors[0];
    expect(paediatrician).toMatchObject({ ratingAverage: 5, ratingCount: 1 });
  });

  it('fills the archives with documents of every source, and the next purge with a former patient’s papers', async () => {
    expect(await seedDemoArchives(server.deps)).toBe(0);
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')?.phone ?? '';
    const staff = server.client();
    expect(
      (
        await staff.post('/api/auth/token?grant_type=password', {
          phone: admin,
          password: DEMO_PASSWORD,
          portal: 'personnel',
        })
      ).status,
    ).toBe(200);
    const list = (await staff.get('/api/admin/archives')).json<ArchiveList>();
    expect(new Set(list.documents.map((document) => document.source))).toEqual(
      new Set([
        'medical_document',
        'lab_result',
        'carer_document',
        'conversation_attachment',
        'prescription',
        'invoice',
        'credit_note',
      ]),
    );
    expect(list.documents.some((document) => document.hold !== null)).toBe(true);
    const purge = (await staff.get('/api/admin/archives/purge')).json<ArchivePurgePreview>();
    expect(purge.documents.map((document) => document.title)).toEqual(['Radiographie thoracique']);
  });
});
