import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { randomCameroonPhone } from './accounts';
import { readLatestLink } from './demo-outbox';

type Point = { latitude: number; longitude: number };

export type NewCarer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The carer's own API session (their invitation accepted). */
  api: APIRequestContext;
};

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const tag = () => Array.from({ length: 5 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

/**
 * A carer of this test only, as staff onboard one (ADR 032): created by `staff`, invitation accepted from the demo
 * outbox, home visits open every day at any hour (60-minute slots), verified. Pushed to `createdUsers`, so the
 * fixture deletes it; no demo carer is touched.
 */
export async function newVerifiedCarer(
  staff: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  options: {
    origin: string;
    clientIp: string;
    createdUsers: string[];
    firstName: string;
    profession: 'medecin' | 'infirmier';
    city: 'Douala' | 'Yaoundé';
  },
): Promise<NewCarer> {
  const lastName = `Essomba ${tag().toUpperCase()}`;
  const email = `carer.${tag()}.${Date.now()}@test.cm`;
  const created = await staff.post('/api/admin/carers', {
    data: {
      firstName: options.firstName,
      lastName,
      email,
      phone: randomCameroonPhone(),
      profession: options.profession,
      sex: 'male',
      specialty: options.profession === 'medecin' ? 'medecine_generale' : 'soins_infirmiers',
      licenceNumber: `ONMC-E2E-${tag()}`,
      city: options.city,
      yearsOfExperience: 7,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { carer } = (await created.json()) as { carer: { id: string } };
  options.createdUsers.push(carer.id);

  const invitation = new URL(await readLatestLink(email));
  const api = await playwright.request.newContext({
    baseURL: options.origin,
    extraHTTPHeaders: { origin: options.origin, 'x-forwarded-for': options.clientIp },
  });
  const password = `Kribi-Soins-${tag()}`;
  const accepted = await api.post('/api/auth/invite/accept', {
    data: { token: invitation.searchParams.get('token'), password, passwordConfirmation: password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const hours = await api.put('/api/doctors/me/availability', {
    data: {
      travelBufferMinutes: 30,
      slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
      rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'home_visit', weekday, start: '00:00', end: '24:00' })),
      exceptions: [],
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const verified = await staff.post(`/api/admin/carers/${carer.id}/status`, { data: { status: 'active' } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id: carer.id, firstName: options.firstName, lastName, email, password, api };
}

/** The carer clocks in at `at` and shares that position (tracking is on while on shift, ADR 040). */
export async function clockInAt(carer: NewCarer, at: Point): Promise<void> {
  const now = new Date().toISOString();
  const fix = { ...at, accuracyM: 15, takenAt: now };
  const clocked = await carer.api.post('/api/clock/events', {
    data: { clientId: `e2e-in-${tag()}-${Date.now()}`, kind: 'shift_in', deviceAt: now, position: fix },
  });
  expect(clocked.status(), await clocked.text()).toBeLessThan(300);
  const shared = await carer.api.post('/api/tracking/positions', { data: fix });
  expect(shared.status(), await shared.text()).toBeLessThan(300);
}
