import { readFileSync } from 'node:fs';
import type { DaySlots, DoctorAvailability, FirstAvailableResponse } from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { createAccount, signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from './douala-time';
import { hasFreeSlotOn } from './free-slots';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The Monday at least a week ahead (Douala): far enough for every slot of it to be in the future. */
const MONDAY = (() => {
  const inAWeek = addDays(doualaToday(), 7);
  return addDays(inAWeek, (8 - isoWeekday(inAWeek)) % 7);
})();

const base = {
  travelBufferMinutes: 30,
  slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
  rules: [] as unknown[],
  exceptions: [] as unknown[],
};

const mondayMorningHomeVisits = {
  ...base,
  rules: [{ kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' }],
};

async function doctorWithProfile(city = 'Douala'): Promise<SignedIn> {
  const doctor = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: doctor.userId,
    profession: 'medecin',
    specialty: 'medecine_generale',
    licenceNumber: 'ONMC-1',
    city,
    yearsOfExperience: 5,
  });
  return doctor;
}

async function book(
  doctorId: string,
  kind: 'home_visit' | 'cabinet',
  date: string,
  start: string,
  end: string,
  status = 'confirmed' as const,
) {
  const patient = await createAccount(server, 'patient');
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  await server.deps.db.insert(bookings).values({
    patientId: patient.userId,
    doctorId,
    visitKind: kind,
    startsAt: doualaInstant(date, minute(start)),
    endsAt: doualaInstant(date, minute(end)),
    status,
  });
}

async function slotLabels(doctorId: string, query: string): Promise<string[]> {
  const res = await server.client().get(`/api/doctors/${doctorId}/slots?${query}`);
  expect(res.status).toBe(200);
  return res
    .json<{ days: DaySlots[] }>()
    .days.flatMap((day) =>
      [...day.morning, ...day.afternoon, ...day.evening].map((slot) => `${day.date} ${slot.label}`),
    );
}

describe('/api/doctors/me/availability', () => {
  it('starts from the defaults, saves hours, exceptions and settings, and reads them back', async () => {
    const { client } = await doctorWithProfile();
    expect((await client.get('/api/doctors/me/availability')).json()).toEqual({
      availability: { ...base, rules: [], exceptions: [] },
    });
    const availability = {
      travelBufferMinutes: 45,
      slotMinutes: { home_visit: 90, cabinet: 20, teleconsultation: 15 },
      rules: [
        { kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' },
        { kind: 'cabinet', weekday: 1, start: '14:00', end: '18:00' },
        { kind: 'teleconsultation', weekday: 6, start: '20:00', end: '24:00' },
      ],
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: 'cabinet',
          startDate: '2026-07-04',
          endDate: '2026-07-04',
          start: '18:00',
          end: '20:00',
        },
        { kind: 'leave', visitKind: null, startDate: '2026-08-01', endDate: '2026-08-15', start: null, end: null },
      ],
    };
    const saved = await client.put('/api/doctors/me/availability', availability);
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ availability });
    expect((await client.get('/api/doctors/me/availability')).json()).toEqual({ availability });

    const replaced = await client.put('/api/doctors/me/availability', mondayMorningHomeVisits);
    expect(replaced.json<{ availability: DoctorAvailability }>().availability.rules).toEqual(
      mondayMorningHomeVisits.rules,
    );
    expect(replaced.json<{ availability: DoctorAvailability }>().availability.exceptions).toEqual([]);
  });

  it('refuses overlapping hours of one weekday (any kind of visit) with a translated field error, saving nothing', async () => {
    const { client } = await doctorWithProfile();
    const res = await client.put('/api/doctors/me/availability', {
      ...base,
      rules: [
        { kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' },
        { kind: 'cabinet', weekday: 1, start: '11:00', end: '13:00' },
        { kind: 'cabinet', weekday: 2, start: '11:00', end: '13:00' },
      ],
    });
    expect(res.status).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'rules.1.start': ['validation.rangesOverlap'] },
    });
    expect(Object.keys(body.fieldErrors)).toEqual(['rules.1.start']);
    for (const language of ['fr', 'en']) {
      // The validation texts the browser downloads when first needed (ADR 029).
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../../../web/src/locales/${language}/messages.json`, import.meta.url), 'utf8'),
      ) as { validation: Record<string, string> };
      expect(catalogue.validation.rangesOverlap).toBeTruthy();
    }
    expect(
      (await client.get('/api/doctors/me/availability')).json<{ availability: DoctorAvailability }>().availability
        .rules,
    ).toEqual([]);
  });

  it('refuses bad hours, dates, kinds and settings field by field', async () => {
    const { client } = await doctorWithProfile();
    const res = await client.put('/api/doctors/me/availability', {
      travelBufferMinutes: 500,
      slotMinutes: { home_visit: 7, cabinet: 30, teleconsultation: 30 },
      rules: [
        { kind: 'home_visit', weekday: 8, start: '08:00', end: '12:00' },
        { kind: 'cabinet', weekday: 2, start: '14:00', end: '13:00' },
        { kind: 'astral', weekday: 3, start: '25:00', end: '26:00' },
      ],
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: null,
          startDate: '2026-07-10',
          endDate: '2026-07-01',
          start: null,
          end: null,
        },
        { kind: 'leave', visitKind: null, startDate: '2026-02-30', endDate: '2026-03-01', start: '10:00', end: null },
        { kind: 'leave', visitKind: '', startDate: '2026-03-01', endDate: '2026-03-01', start: '25:00', end: '' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toMatchObject({
      travelBufferMinutes: ['validation.bufferTooLong'],
      'slotMinutes.home_visit': ['validation.selectOption'],
      'rules.0.weekday': ['validation.selectOption'],
      'rules.2.kind': ['validation.selectOption'],
      'rules.2.start': ['validation.invalidTime'],
      'exceptions.1.startDate': ['validation.invalidDate'],
      'exceptions.2.start': ['validation.invalidTime'],
    });
    const ranges = await client.put('/api/doctors/me/availability', {
      ...base,
      rules: [{ kind: 'cabinet', weekday: 2, start: '14:00', end: '13:00' }],
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: null,
          startDate: '2026-07-10',
          endDate: '2026-07-01',
          start: null,
          end: null,
        },
        { kind: 'leave', visitKind: null, startDate: '2026-03-01', endDate: '2026-03-01', start: '10:00', end: null },
      ],
    });
    expect(ranges.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      'rules.0.end': ['validation.endBeforeStart'],
      'exceptions.0.endDate': ['validation.endDateBeforeStart'],
      'exceptions.0.visitKind': ['validation.selectOption'],
      'exceptions.0.start': ['validation.required'],
      'exceptions.1.end': ['validation.required'],
    });
    expect((await client.put('/api/doctors/me/availability', '{oops')).status).toBe(400);
  });

  it('is the caller’s own: another doctor’s save never touches mine; 401 anonymous, 403 patients and staff', async () => {
    const mine = await doctorWithProfile();
    const other = await doctorWithProfile();
    await mine.client.put('/api/doctors/me/availability', mondayMorningHomeVisits);
    await other.client.put('/api/doctors/me/availability', { ...base, travelBufferMinutes: 0 });
    const read = (await mine.client.get('/api/doctors/me/availability')).json<{ availability: DoctorAvailability }>();
    expect(read.availability).toMatchObject({ travelBufferMinutes: 30, rules: mondayMorningHomeVisits.rules });

    expect((await server.client().get('/api/doctors/me/availability')).status).toBe(401);
    const patient = await signedIn(server, 'patient');
    expect((await patient.client.get('/api/doctors/me/availability')).status).toBe(403);
    expect((await patient.client.put('/api/doctors/me/availability', mondayMorningHomeVisits)).status).toBe(403);
    expect((await (await signedIn(server, 'admin')).client.get('/api/doctors/me/availability')).status).toBe(403);
  });
});

describe('GET /api/doctors/{id}/slots', () => {
  it('is public and answers free slots per date, grouped in Douala time', async () => {
    const doctor = await doctorWithProfile();
    await doctor.client.put('/api/doctors/me/availability', {
      ...base,
      rules: [
        { kind: 'home_visit', weekday: 1, start: '08:00', end: '10:00' },
        { kind: 'cabinet', weekday: 1, start: '12:00', end: '13:00' },
        { kind: 'teleconsultation', weekday: 1, start: '19:00', end: '20:00' },
      ],
    });
    const res = await server.client().get(`/api/doctors/${doctor.userId}/slots?from=${MONDAY}&days=2`);
    expect(res.status).toBe(200);
    const { days } = res.json<{ days: DaySlots[] }>();
    expect(days.map((day) => day.date)).toEqual([MONDAY, addDays(MONDAY, 1)]);
    expect(days[0]?.morning).toEqual([
      { startsAt: `${MONDAY}T07:00:00.000Z`, endsAt: `${MONDAY}T08:00:00.000Z`, label: '08:00', kind: 'home_visit' },
      { startsAt: `${MONDAY}T08:00:00.000Z`, endsAt: `${MONDAY}T09:00:00.000Z`, label: '09:00', kind: 'home_visit' },
    ]);
    expect(days[0]?.afternoon.map((slot) => slot.label)).toEqual(['12:00', '12:30']);
    expect(days[0]?.evening.map((slot) => slot.label)).toEqual(['19:00', '19:30']);
    expect(await slotLabels(doctor.userId, `from=${MONDAY}&days=1&kind=cabinet`)).toEqual([
      `${MONDAY} 12:00`,
      `${MONDAY} 12:30`,
    ]);
  });

  it('answers 404 for an unknown doctor and 400 for a bad query', async () => {
    const doctor = await doctorWithProfile();
    const anonymous = server.client();
    expect((await anonymous.get('/api/doctors/00000000-0000-4000-8000-000000000000/slots')).status).toBe(404);
    expect((await anonymous.get('/api/doctors/not-a-uuid/slots')).status).toBe(404);
    const patient = await createAccount(server, 'patient');
    expect((await anonymous.get(`/api/doctors/${patient.userId}/slots`)).status).toBe(404);
    for (const query of ['days=32', 'days=0', 'from=2026-13-01', 'kind=astral', 'days=abc']) {
      const res = await anonymous.get(`/api/doctors/${doctor.userId}/slots?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect((await anonymous.get(`/api/doctors/${doctor.userId}/slots?days=31`)).status).toBe(200);
  });

  it('removes the slots of leave and adds extra hours', async () => {
    const doctor = await doctorWithProfile();
    const tuesday = addDays(MONDAY, 1);
    await doctor.client.put('/api/doctors/me/availability', {
      ...base,
      rules: [1, 2, 3].map((weekday) => ({ kind: 'cabinet', weekday, start: '08:00', end: '09:00' })),
      exceptions: [
        { kind: 'leave', visitKind: null, startDate: tuesday, endDate: tuesday, start: null, end: null },
        { kind: 'leave', visitKind: null, startDate: MONDAY, endDate: MONDAY, start: '08:30', end: '09:00' },
        {
          kind: 'extra_hours',
          visitKind: 'cabinet',
          startDate: tuesday,
          endDate: addDays(MONDAY, 2),
          start: '18:00',
          end: '18:30',
        },
      ],
    });
    expect(await slotLabels(doctor.userId, `from=${MONDAY}&days=3`)).toEqual([
      `${MONDAY} 08:00`,
      `${addDays(MONDAY, 2)} 08:00`,
      `${addDays(MONDAY, 2)} 08:30`,
      `${addDays(MONDAY, 2)} 18:00`,
    ]);
  });

  it('removes booked slots and the travel buffer around home visits; cancelled bookings free their slot', async () => {
    const doctor = await doctorWithProfile();
    await doctor.client.put('/api/doctors/me/availability', {
      ...base,
      rules: [
        { kind: 'home_visit', weekday: 1, start: '07:00', end: '12:00' },
        { kind: 'cabinet', weekday: 1, start: '14:00', end: '16:00' },
      ],
    });
    await book(doctor.userId, 'home_visit', MONDAY, '09:00', '10:00');
    await book(doctor.userId, 'cabinet', MONDAY, '14:30', '15:00', 'pending' as 'confirmed');
    await book(doctor.userId, 'cabinet', MONDAY, '15:00', '15:30', 'cancelled' as 'confirmed');
    // 08:00 ends when the visit starts and 10:00 starts when it ends: no time to travel (30 min).
    expect(await slotLabels(doctor.userId, `from=${MONDAY}&days=1`)).toEqual(
      ['07:00', '11:00', '14:00', '15:00', '15:30'].map((label) => `${MONDAY} ${label}`),
    );
    expect(await hasFreeSlotOn(server.deps.db, doctor.userId, MONDAY, 'home_visit')).toBe(true);
    expect(await hasFreeSlotOn(server.deps.db, doctor.userId, addDays(MONDAY, 1))).toBe(false);
  });

  it('never returns a slot in the past', async () => {
    const doctor = await doctorWithProfile();
    await doctor.client.put('/api/doctors/me/availability', {
      ...base,
      rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'cabinet', weekday, start: '00:00', end: '24:00' })),
    });
    const before = Date.now();
    const res = await server
      .client()
      .get(`/api/doctors/${doctor.userId}/slots?from=${addDays(doualaToday(), -3)}&days=5`);
    const { days } = res.json<{ days: DaySlots[] }>();
    const starts = days.flatMap((day) =>
      [...day.morning, ...day.afternoon, ...day.evening].map((slot) => Date.parse(slot.startsAt)),
    );
    expect(days.slice(0, 3).every((day) => day.morning.length + day.afternoon.length + day.evening.length === 0)).toBe(
      true,
    );
    // Tomorrow's 48 half hours, plus what is left of today (nothing just before midnight in Douala).
    expect(starts.length).toBeGreaterThanOrEqual(48);
    expect(starts.every((start) => start > before)).toBe(true);
  });
});

describe('GET /api/availability/first-available', () => {
  it('answers the first date with a free slot across doctors, each start with a free doctor, filtered by city', async () => {
    const kind = 'teleconsultation';
    // From a Tuesday: the doctors of the other tests open teleconsultations on Mondays only.
    const date = addDays(MONDAY, 7 * 4 + 1);
    const douala = await doctorWithProfile('Douala');
    const yaounde = await doctorWithProfile('Yaoundé');
    const sunday = addDays(date, 5);
    const sundayEvening = {
      ...base,
      rules: [{ kind, weekday: 7, start: '21:00', end: '22:00' }],
    };
    await douala.client.put('/api/doctors/me/availability', sundayEvening);
    await yaounde.client.put('/api/doctors/me/availability', {
      ...sundayEvening,
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: kind,
          startDate: addDays(date, 4),
          endDate: addDays(date, 4),
          start: '21:00',
          end: '21:30',
        },
      ],
    });
    await book(douala.userId, 'cabinet', sunday, '21:00', '21:30');

    const anonymous = server.client();
    const anywhere = await anonymous.get(`/api/availability/first-available?kind=${kind}&date=${date}&days=6`);
    expect(anywhere.status).toBe(200);
    const first = anywhere.json<FirstAvailableResponse>();
    expect(first.date).toBe(addDays(date, 4));
    expect(first.evening.map((slot) => [slot.label, slot.doctorId])).toContainEqual(['21:00', yaounde.userId]);
    // Every day of the range searched is known: free on Saturday and Sunday, none before nor between.
    expect(first).toMatchObject({ freeDates: [addDays(date, 4), sunday], checkedThrough: sunday });

    const inDouala = (
      await anonymous.get(`/api/availability/first-available?kind=${kind}&date=${date}&days=6&city=Douala`)
    ).json<FirstAvailableResponse>();
    expect(inDouala.date).toBe(sunday);
    expect(inDouala.evening.map((slot) => [slot.label, slot.doctorId])).toEqual([['21:30', douala.userId]]);
    expect(inDouala).toMatchObject({ freeDates: [sunday], checkedThrough: sunday });

    const none = (
      await anonymous.get(`/api/availability/first-available?kind=${kind}&date=${date}&days=4&city=Douala`)
    ).json();
    expect(none).toEqual({
      date: null,
      morning: [],
      afternoon: [],
      evening: [],
      freeDates: [],
      checkedThrough: addDays(date, 3),
    });
    expect((await anonymous.get('/api/availability/first-available')).status).toBe(400);
    expect((await anonymous.get(`/api/availability/first-available?kind=${kind}&city=Paris`)).status).toBe(400);
  });
});
