import { doualaToday } from '@sante/shared/calendar-date';
import type {
  AttendanceResponse,
  ClockEventView,
  ClockStatsResponse,
  ClockTodayResponse,
} from '@sante/shared/clock-constants';
import { CLOCK_OFFICES } from '@sante/shared/clock-constants';
import type { TClockEventRequest } from '@sante/shared/clock-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { availabilityRules } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';
import { doctorProfiles } from '../../db/schema/doctors';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const office = CLOCK_OFFICES.Douala ?? { latitude: 0, longitude: 0 };
/** The patient's pinned door. */
const door = { latitude: 4.03, longitude: 9.69 };

let server: TestServer;
let nurse: SignedIn;
let otherNurse: SignedIn;
let patient: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let visitId: string;
let otherVisitId: string;
let counter = 0;

async function carer(): Promise<SignedIn> {
  const account = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: account.userId,
    profession: 'infirmier',
    sex: 'female',
    specialty: 'soins_infirmiers',
    licenceNumber: `ONIC-CK-${++counter}`,
    city: 'Douala',
    yearsOfExperience: 6,
  });
  return account;
}

/** A confirmed home visit of `doctorId` today (Douala), at the pinned door. */
async function visitToday(doctorId: string, minute: number): Promise<string> {
  return insertHomeVisit(server.deps.db, {
    patientId: patient.userId,
    doctorId,
    startsAt: doualaInstant(doualaToday(), minute),
    door,
  });
}

let eventCounter = 0;
function event(overrides: Partial<TClockEventRequest> = {}): TClockEventRequest {
  const now = new Date();
  return {
    clientId: `client-${Date.now()}-${++eventCounter}`,
    kind: 'shift_in',
    deviceAt: now.toISOString(),
    position: { ...office, accuracyM: 12, takenAt: now.toISOString() },
    ...overrides,
  };
}

/** `metres` north of a point (about 111.2 m per 0.001°). */
const northOf = (point: { latitude: number; longitude: number }, metres: number) => ({
  latitude: point.latitude + metres / 111_195,
  longitude: point.longitude,
});

beforeAll(async () => {
  server = await startTestServer();
  [patient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  nurse = await carer();
  otherNurse = await carer();
  visitId = await visitToday(nurse.userId, 1);
  otherVisitId = await visitToday(otherNurse.userId, 2);
});
afterAll(() => server.close());

describe('a carer clocks in and checks in at the door', () => {
  it('clocks in at the office: inside, distance and accuracy kept, server and device time', async () => {
    const res = await nurse.client.post(
      '/api/clock/events',
      event({ position: { ...northOf(office, 40), accuracyM: 12, takenAt: new Date().toISOString() } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { event: recorded } = res.json<{ event: ClockEventView }>();
    expect(recorded).toMatchObject({
      kind: 'shift_in',
      outcome: 'inside',
      distanceM: 40,
      accuracyM: 12,
      offline: false,
    });
    expect(recorded.serverAt).toBeTruthy();
  });

  it('records a check-in outside the radius as such, never refuses it', async () => {
    const far = northOf(door, 600);
    const res = await nurse.client.post(
      '/api/clock/events',
      event({
        kind: 'visit_start',
        bookingId: visitId,
        position: { ...far, accuracyM: 20, takenAt: new Date().toISOString() },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json<{ event: ClockEventView }>().event).toMatchObject({
      kind: 'visit_start',
      bookingId: visitId,
      outcome: 'outside',
      distanceM: 600,
    });
  });

  it('records a refused position with its outcome', async () => {
    const res = await nurse.client.post(
      '/api/clock/events',
      event({ kind: 'visit_end', bookingId: visitId, position: null, positionError: 'refused' }),
    );
    expect(res.status).toBe(201);
    expect(res.json<{ event: ClockEventView }>().event).toMatchObject({ outcome: 'position_refused', distanceM: null });
  });

  it('keeps the device time of an event sent later and flags it; the same client id answers the first event', async () => {
    const happened = new Date(Date.now() - 2 * HOUR);
    const queued = event({
      kind: 'shift_out',
      deviceAt: happened.toISOString(),
      position: { ...office, accuracyM: 30, takenAt: happened.toISOString() },
      sentLater: true,
    });
    const first = await nurse.client.post('/api/clock/events', queued);
    expect(first.status).toBe(201);
    const recorded = first.json<{ event: ClockEventView }>().event;
    expect(recorded).toMatchObject({ offline: true, deviceAt: happened.toISOString(), outcome: 'inside' });
    expect(new Date(recorded.serverAt).getTime()).toBeGreaterThan(happened.getTime() + HOUR);
    const again = await nurse.client.post('/api/clock/events', queued);
    expect(again.status).toBe(200);
    expect(again.json<{ event: ClockEventView }>().event.id).toBe(recorded.id);
  });

  it("shows the carer's day: visits with their check-in and check-out, the office", async () => {
    const res = await nurse.client.get('/api/clock/today');
    expect(res.status).toBe(200);
    const today = res.json<ClockTodayResponse>();
    expect(today.office).toMatchObject({ city: 'Douala' });
    const visit = today.visits.find((candidate) => candidate.bookingId === visitId);
    expect(visit).toMatchObject({
      hasPinnedPosition: true,
      checkIn: { outcome: 'outside' },
      checkOut: { outcome: 'position_refused' },
    });
    expect(today.visits.some((candidate) => candidate.bookingId === otherVisitId)).toBe(false);
  });
});

describe('what a carer may not do', () => {
  it("cannot check in at another carer's visit, nor at an unknown booking (404)", async () => {
    for (const bookingId of [otherVisitId, '00000000-0000-4000-8000-000000000000']) {
      const res = await nurse.client.post('/api/clock/events', event({ kind: 'visit_start', bookingId }));
      expect(res.status).toBe(404);
    }
    const rows = await server.deps.db.select().from(clockEvents).where(eq(clockEvents.bookingId, otherVisitId));
    expect(rows).toHaveLength(0);
  });

  it('bad input is a 400 with field errors: latitude 200, negative accuracy, a clock in the future, a visit without booking', async () => {
    const now = new Date().toISOString();
    const cases: [TClockEventRequest, string][] = [
      [event({ position: { latitude: 200, longitude: 9.7, accuracyM: 10, takenAt: now } }), 'position.latitude'],
      [event({ position: { ...office, accuracyM: -5, takenAt: now } }), 'position.accuracyM'],
      [event({ deviceAt: new Date(Date.now() + 3 * HOUR).toISOString() }), 'deviceAt'],
      [event({ deviceAt: new Date(Date.now() - 9 * 24 * HOUR).toISOString() }), 'deviceAt'],
      [event({ kind: 'visit_start' }), 'bookingId'],
      [event({ position: null }), 'position'],
    ];
    for (const [body, field] of cases) {
      const res = await nurse.client.post('/api/clock/events', body);
      expect(res.status, field).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty([field]);
    }
  });

  it('patients and staff have no clock (403)', async () => {
    for (const account of [patient, admin]) {
      expect((await account.client.get('/api/clock/today')).status).toBe(403);
      expect((await account.client.post('/api/clock/events', event())).status).toBe(403);
    }
  });
});

describe('staff review the attendance', () => {
  const yesterday = addDays(doualaToday(), -1);
  let lateInId: string;

  beforeAll(async () => {
    await server.deps.db.insert(availabilityRules).values({
      doctorId: otherNurse.userId,
      visitKind: 'home_visit',
      weekday: isoWeekday(yesterday),
      startTime: '08:00',
      endTime: '17:00',
    });
    const at = doualaInstant(yesterday, 9 * 60);
    const res = await otherNurse.client.post(
      '/api/clock/events',
      event({
        deviceAt: at.toISOString(),
        position: { ...office, accuracyM: 15, takenAt: at.toISOString() },
        sentLater: true,
      }),
    );
    expect(res.status).toBe(201);
    lateInId = res.json<{ event: ClockEventView }>().event.id;
  });

  it('lists the day with anomalies: late, missing clock-out, sent later', async () => {
    const res = await operations.client.get(`/api/admin/clock/attendance?date=${yesterday}`);
    expect(res.status).toBe(200);
    const entry = res.json<AttendanceResponse>().entries.find((candidate) => candidate.id === lateInId);
    expect(entry?.anomalies.sort()).toEqual(['late', 'missing_clock_out', 'offline']);
    expect(entry?.carer).toMatchObject({ id: otherNurse.userId, profession: 'infirmier', city: 'Douala' });
  });

  it('today: the outside check-in is an anomaly', async () => {
    const res = await admin.client.get('/api/admin/clock/attendance');
    const entries = res.json<AttendanceResponse>().entries.filter((candidate) => candidate.bookingId === visitId);
    expect(entries.map((entry) => entry.anomalies).flat()).toEqual(expect.arrayContaining(['outside', 'no_position']));
  });

  it('patients, carers and operations staff cannot correct; patients and carers cannot read (403)', async () => {
    const review = { decision: 'approved', reason: 'Vu avec elle' };
    for (const account of [patient, nurse]) {
      expect((await account.client.get('/api/admin/clock/attendance')).status).toBe(403);
      expect((await account.client.get('/api/admin/clock/stats')).status).toBe(403);
      expect((await account.client.post(`/api/admin/clock/events/${lateInId}/review`, review)).status).toBe(403);
    }
    expect((await operations.client.post(`/api/admin/clock/events/${lateInId}/review`, review)).status).toBe(403);
  });

  it('a correction needs a reason, a time, and an event that exists', async () => {
    const path = `/api/admin/clock/events/${lateInId}/review`;
    expect((await admin.client.post(path, { decision: 'corrected', reason: '' })).status).toBe(400);
    expect((await admin.client.post(path, { decision: 'corrected', reason: 'Oubli de badge' })).status).toBe(400);
    const unknown = await admin.client.post('/api/admin/clock/events/00000000-0000-4000-8000-000000000000/review', {
      decision: 'approved',
      reason: 'Vu avec elle',
    });
    expect(unknown.status).toBe(404);
    const before = doualaInstant(yesterday, 8 * 60);
    const res = await admin.client.post(path, {
      decision: 'corrected',
      reason: 'Oubli de badge',
      clockOutAt: before.toISOString(),
    });
    expect(res.status, 'a clock-out before the clock-in').toBe(400);
  });

  it('writes the missing clock-out with the reason, audited; the month counts the hours and the lateness', async () => {
    const clockOutAt = doualaInstant(yesterday, 17 * 60 + 30);
    const res = await admin.client.post(`/api/admin/clock/events/${lateInId}/review`, {
      decision: 'corrected',
      reason: 'Oubli de badge à la sortie, vu avec la coordinatrice',
      clockOutAt: clockOutAt.toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.json<{ event: ClockEventView }>().event.review).toMatchObject({
      decision: 'corrected',
      reason: 'Oubli de badge à la sortie, vu avec la coordinatrice',
    });
    const [row] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clock_event.review'), eq(auditLog.targetId, lateInId)));
    expect(row).toMatchObject({ actorId: admin.userId, actorRole: 'admin', outcome: 'success' });
    expect(JSON.stringify(row?.details)).not.toContain('Oubli');

    const day = (await admin.client.get(`/api/admin/clock/attendance?date=${yesterday}`)).json<AttendanceResponse>();
    const out = day.entries.find((entry) => entry.carer.id === otherNurse.userId && entry.kind === 'shift_out');
    expect(out).toMatchObject({ outcome: 'entered_by_staff', effectiveAt: clockOutAt.toISOString() });
    expect(day.entries.find((entry) => entry.id === lateInId)?.anomalies).not.toContain('missing_clock_out');

    const month = yesterday.slice(0, 7);
    const stats = (await operations.client.get(`/api/admin/clock/stats?month=${month}`)).json<ClockStatsResponse>();
    expect(stats.rows.find((candidate) => candidate.carer.id === otherNurse.userId)).toMatchObject({
      daysWorked: 1,
      workedMinutes: 8 * 60 + 30,
      plannedMinutes: 9 * 60,
      lateCount: 1,
      lateMinutes: 60,
      overtimeMinutes: 0,
    });
  });

  it('exports the month as CSV for a spreadsheet', async () => {
    const res = await admin.client.get(`/api/admin/clock/stats/csv?month=${yesterday.slice(0, 7)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`badgeage-${yesterday.slice(0, 7)}.csv`);
    const text = String(res.body);
    expect(text).toContain('"Soignant";"Ville"');
    expect(text).toContain('Infirmière');
    expect(text).toContain('"8,50"');
  });

  it('refuses a malformed month or date (400)', async () => {
    expect((await admin.client.get('/api/admin/clock/stats?month=2026-13')).status).toBe(400);
    expect((await admin.client.get('/api/admin/clock/attendance?date=2026-02-31')).status).toBe(400);
  });
});
