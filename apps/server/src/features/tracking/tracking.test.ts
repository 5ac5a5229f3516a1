import { doualaToday } from '@sante/shared/calendar-date';
import { professionForService } from '@sante/shared/catalogue-constants';
import { CLOCK_OFFICES } from '@sante/shared/clock-constants';
import type { Profession } from '@sante/shared/doctor-constants';
import type {
  BookingEtaResponse,
  FieldMapResponse,
  ReassignCandidatesResponse,
} from '@sante/shared/tracking-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { availabilityRules, bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { services } from '../../db/schema/services';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { carerPositions } from '../../db/schema/tracking';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';
import { purgePositions } from './purge-positions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const office = CLOCK_OFFICES.Douala ?? { latitude: 0, longitude: 0 };
/** The patient's pinned door in Douala, about 3.6 km east of the office (12 min at 18 km/h). */
const door = { latitude: office.latitude, longitude: office.longitude + 3600 / 111_000 };

let server: TestServer;
let nurse: SignedIn;
let doualaNurse: SignedIn;
let yaoundeNurse: SignedIn;
let unrelatedDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let counter = 0;

async function carer(city: string, profession: 'infirmier' | 'medecin' = 'infirmier'): Promise<SignedIn> {
  const account = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: account.userId,
    profession,
    sex: 'female',
    specialty: profession === 'infirmier' ? 'soins_infirmiers' : 'medecine_generale',
    licenceNumber: `ONIC-TR-${++counter}`,
    city,
    yearsOfExperience: 6,
  });
  return account;
}

/** A confirmed home visit of `doctorId` in Douala starting at `startsAt`. */
async function visit(doctorId: string, startsAt: Date): Promise<string> {
  return insertHomeVisit(server.deps.db, { patientId: patient.userId, doctorId, startsAt, door });
}

/** A catalogue service delivered by `profession`. */
async function serviceOf(profession: Profession): Promise<string> {
  const rows = await server.deps.db.select({ id: services.id, kind: services.kind }).from(services);
  const found = rows.find((row) => professionForService(row.kind) === profession);
  if (!found) throw new Error(`no service for ${profession}`);
  return found.id;
}

const fix = (point: { latitude: number; longitude: number }, takenAt = new Date()) => ({
  ...point,
  accuracyM: 15,
  takenAt: takenAt.toISOString(),
});

function clock(who: SignedIn, kind: 'shift_in' | 'shift_out') {
  const now = new Date();
  return who.client.post('/api/clock/events', {
    clientId: `tracking-${Date.now()}-${++counter}`,
    kind,
    deviceAt: now.toISOString(),
    position: fix(office, now),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  nurse = await carer('Douala');
  doualaNurse = await carer('Douala');
  yaoundeNurse = await carer('Yaoundé');
  unrelatedDoctor = await carer('Douala', 'medecin');
});
afterAll(() => server.close());

describe('positions only while on shift or en route', () => {
  it('refuses a position off shift (409 tracking_off) and keeps nothing', async () => {
    expect((await nurse.client.get('/api/tracking/me')).body).toEqual({ active: false, reasons: [] });
    const res = await nurse.client.post('/api/tracking/positions', fix(office));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'tracking_off' });
    const kept = await server.deps.db.select().from(carerPositions).where(eq(carerPositions.carerId, nurse.userId));
    expect(kept).toHaveLength(0);
  });

  it('keeps positions once clocked in, and refuses them again after the clock-out', async () => {
    expect((await clock(nurse, 'shift_in')).status).toBe(201);
    expect((await nurse.client.get('/api/tracking/me')).body).toEqual({ active: true, reasons: ['shift'] });
    const res = await nurse.client.post('/api/tracking/positions', fix(office));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reasons: ['shift'], etas: [] });
    expect((await clock(nurse, 'shift_out')).status).toBe(201);
    const after = await nurse.client.post('/api/tracking/positions', fix(office));
    expect(after.status).toBe(409);
    const kept = await server.deps.db.select().from(carerPositions).where(eq(carerPositions.carerId, nurse.userId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ reason: 'shift', accuracyM: 15 });
  });

  it('refuses a stale fix, bad input, and any caller but a carer', async () => {
    await clock(nurse, 'shift_in');
    const stale = await nurse.client.post('/api/tracking/positions', fix(office, new Date(Date.now() - 20 * MINUTE)));
    expect(stale.status).toBe(422);
    expect(stale.body).toMatchObject({ code: 'position_too_old' });
    for (const bad of [{ latitude: 95, longitude: 9, accuracyM: 5, takenAt: new Date().toISOString() }, { x: 1 }]) {
      const res = await nurse.client.post('/api/tracking/positions', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await patient.client.post('/api/tracking/positions', fix(office))).status).toBe(403);
    expect((await admin.client.post('/api/tracking/positions', fix(office))).status).toBe(403);
    expect((await patient.client.get('/api/tracking/me')).status).toBe(403);
    await clock(nurse, 'shift_out');
  });
});

describe('the patient sees the ETA while the carer is en route', () => {
  let visitId: string;
  beforeAll(async () => {
    visitId = await visit(nurse.userId, new Date(Date.now() + 30 * MINUTE));
  });

  it('has no ETA before « en route »; then the position gives about 12 min in Douala', async () => {
    const before = await patient.client.get(`/api/tracking/bookings/${visitId}/eta`);
    expect(before.body).toEqual({ bookingId: visitId, etaMinutes: null, positionAt: null });
    expect((await nurse.client.post(`/api/bookings/${visitId}/tracking`, { step: 'doctor_en_route' })).status).toBe(
      200,
    );
    expect((await nurse.client.get('/api/tracking/me')).body).toEqual({ active: true, reasons: ['en_route'] });
    const sent = await nurse.client.post('/api/tracking/positions', fix(office));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reasons: ['en_route'], etas: [{ bookingId: visitId, etaMinutes: 12 }] });
    const eta = await patient.client.get(`/api/tracking/bookings/${visitId}/eta`);
    expect(eta.status).toBe(200);
    expect((eta.body as BookingEtaResponse).etaMinutes).toBe(12);
    expect((await nurse.client.get(`/api/tracking/bookings/${visitId}/eta`)).status).toBe(200);
    expect((await operations.client.get(`/api/tracking/bookings/${visitId}/eta`)).status).toBe(200);
  });

  it('hides the ETA from another patient and an unrelated doctor (404); a malformed id is 404 too', async () => {
    expect((await otherPatient.client.get(`/api/tracking/bookings/${visitId}/eta`)).status).toBe(404);
    expect((await unrelatedDoctor.client.get(`/api/tracking/bookings/${visitId}/eta`)).status).toBe(404);
    expect((await patient.client.get('/api/tracking/bookings/not-a-uuid/eta')).status).toBe(404);
  });

  it('shows staff the carer and the visit with its ETA on the map (audited); carers and patients are refused', async () => {
    const res = await operations.client.get('/api/admin/tracking/map');
    expect(res.status).toBe(200);
    const map = res.body as FieldMapResponse;
    const carerOnMap = map.carers.find((row) => row.id === nurse.userId);
    expect(carerOnMap).toMatchObject({ profession: 'infirmier', onShift: false, city: 'Douala' });
    expect(carerOnMap?.position).toMatchObject({ fresh: true, accuracyM: 15 });
    expect(map.visits.find((row) => row.id === visitId)).toMatchObject({ etaMinutes: 12, late: false });
    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'field_map.read'));
    expect(audits.some((row) => row.actorId === operations.userId)).toBe(true);
    expect((await nurse.client.get('/api/admin/tracking/map')).status).toBe(403);
    expect((await patient.client.get('/api/admin/tracking/map')).status).toBe(403);
  });
});

describe('a late visit and its reassignment to a free carer of the same city', () => {
  let lateId: string;
  let tomorrowId: string;
  beforeAll(async () => {
    // En route (so on the map whatever the hour, even just after midnight) and not at the door 20 min after its start.
    lateId = await visit(unrelatedDoctor.userId, new Date(Date.now() - 20 * MINUTE));
    await server.deps.db.update(bookings).set({ trackingStep: 'doctor_en_route' }).where(eq(bookings.id, lateId));
    const tomorrow = addDays(doualaToday(), 1);
    for (const who of [doualaNurse, yaoundeNurse])
      await server.deps.db.insert(availabilityRules).values({
        doctorId: who.userId,
        visitKind: 'home_visit',
        weekday: isoWeekday(tomorrow),
        startTime: '08:00',
        endTime: '18:00',
      });
    tomorrowId = await visit(unrelatedDoctor.userId, doualaInstant(tomorrow, 10 * 60));
    // A nurse's care (a dressing at home), handed from one carer to another.
    await server.deps.db
      .update(bookings)
      .set({ serviceId: await serviceOf('infirmier') })
      .where(eq(bookings.id, tomorrowId));
  });

  it('flags a confirmed visit not started 10 minutes after its start; no ETA without a position', async () => {
    const map = (await admin.client.get('/api/admin/tracking/map')).body as FieldMapResponse;
    expect(map.visits.find((row) => row.id === lateId)).toMatchObject({ late: true, etaMinutes: null });
  });

  it('offers only carers of the visit’s city who are free then (never Yaoundé for Douala)', async () => {
    const res = await admin.client.get(`/api/admin/tracking/visits/${tomorrowId}/candidates`);
    expect(res.status).toBe(200);
    const ids = (res.body as ReassignCandidatesResponse).candidates.map((row) => row.id);
    expect(ids).toContain(doualaNurse.userId);
    expect(ids).not.toContain(yaoundeNurse.userId);
    expect(ids).not.toContain(unrelatedDoctor.userId);
    expect((res.body as ReassignCandidatesResponse).candidates.every((row) => row.city === 'Douala')).toBe(true);
  });

  it('offers only carers who can deliver the visit’s service: never a nurse for a doctor’s consultation', async () => {
    const tomorrow = addDays(doualaToday(), 1);
    const doctorService = await serviceOf('medecin');
    const freeDoctor = await carer('Douala', 'medecin');
    await server.deps.db.insert(availabilityRules).values({
      doctorId: freeDoctor.userId,
      visitKind: 'home_visit',
      weekday: isoWeekday(tomorrow),
      startTime: '08:00',
      endTime: '18:00',
    });
    const consultation = await visit(unrelatedDoctor.userId, doualaInstant(tomorrow, 11 * 60));
    await server.deps.db.update(bookings).set({ serviceId: doctorService }).where(eq(bookings.id, consultation));
    const res = await admin.client.get(`/api/admin/tracking/visits/${consultation}/candidates`);
    const ids = (res.body as ReassignCandidatesResponse).candidates.map((row) => row.id);
    expect(ids).toContain(freeDoctor.userId);
    expect(ids).not.toContain(doualaNurse.userId);
    // Nor can staff hand it to the nurse directly.
    const refused = await admin.client.post(`/api/bookings/${consultation}/assign`, { doctorId: doualaNurse.userId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fieldErrors: { doctorId: ['validation.carerOtherProfession'] } });
    const assigned = await admin.client.post(`/api/bookings/${consultation}/assign`, { doctorId: freeDoctor.userId });
    expect(assigned.status).toBe(200);
  });

  it('offers a late visit to a carer of its city on duty now, who takes it from now on', async () => {
    const onDuty = await carer('Douala', 'medecin');
    // Home visits every day, all day: on duty whatever the hour the suite runs.
    await server.deps.db.insert(availabilityRules).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        doctorId: onDuty.userId,
        visitKind: 'home_visit' as const,
        weekday,
        startTime: '00:00',
        endTime: '24:00',
      })),
    );
    const late = await visit(unrelatedDoctor.userId, new Date(Date.now() - 20 * MINUTE));
    await server.deps.db
      .update(bookings)
      .set({ serviceId: await serviceOf('medecin') })
      .where(eq(bookings.id, late));
    const res = await admin.client.get(`/api/admin/tracking/visits/${late}/candidates`);
    expect(res.status).toBe(200);
    const ids = (res.body as ReassignCandidatesResponse).candidates.map((row) => row.id);
    expect(ids).toContain(onDuty.userId);
    expect(ids).not.toContain(doualaNurse.userId);
    const assigned = await admin.client.post(`/api/bookings/${late}/assign`, { doctorId: onDuty.userId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    // The visit now holds his time from now on for its length: nobody books him over it.
    const [row] = await server.deps.db
      .select({ doctorId: bookings.doctorId, endsAt: bookings.endsAt })
      .from(bookings)
      .where(eq(bookings.id, late));
    expect(row?.doctorId).toBe(onDuty.userId);
    expect(row?.endsAt.getTime()).toBeGreaterThan(Date.now() + 50 * MINUTE);
    // A second late visit cannot go to him now.
    const second = await visit(unrelatedDoctor.userId, new Date(Date.now() - 15 * MINUTE));
    const busy = await admin.client.get(`/api/admin/tracking/visits/${second}/candidates`);
    expect((busy.body as ReassignCandidatesResponse).candidates.map((candidate) => candidate.id)).not.toContain(
      onDuty.userId,
    );
  });

  it('refuses candidates to carers and patients, 404 for an unknown visit', async () => {
    expect((await nurse.client.get(`/api/admin/tracking/visits/${tomorrowId}/candidates`)).status).toBe(403);
    expect((await patient.client.get(`/api/admin/tracking/visits/${tomorrowId}/candidates`)).status).toBe(403);
    const unknown = await admin.client.get(`/api/admin/tracking/visits/${crypto.randomUUID()}/candidates`);
    expect(unknown.status).toBe(404);
  });
});

describe('positions are kept 30 days', () => {
  it('the purge deletes positions received more than 30 days ago, not the recent ones', async () => {
    const now = new Date();
    await server.deps.db.insert(carerPositions).values([
      {
        carerId: doualaNurse.userId,
        ...office,
        accuracyM: 10,
        takenAt: now,
        receivedAt: new Date(now.getTime() - 31 * DAY),
        reason: 'shift',
      },
      {
        carerId: doualaNurse.userId,
        ...office,
        accuracyM: 10,
        takenAt: now,
        receivedAt: new Date(now.getTime() - 29 * DAY),
        reason: 'shift',
      },
    ]);
    expect(await purgePositions(server.deps.db, now)).toBe(1);
    const left = await server.deps.db
      .select()
      .from(carerPositions)
      .where(eq(carerPositions.carerId, doualaNurse.userId));
    expect(left).toHaveLength(1);
  });
});
