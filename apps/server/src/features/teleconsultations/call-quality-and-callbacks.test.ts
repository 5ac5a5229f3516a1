import type {
  ImmediateRequestListResponse,
  ImmediateRequestResponse,
  TeleconsultationListResponse,
  TeleconsultationResponse,
} from '@sante/shared/teleconsultation-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/services';
import { immediateConsultations, teleconsultationCalls } from '../../db/schema/teleconsultations';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { insertTeleconsultation } from '../../testing/teleconsultation-factory';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let superAdmin: SignedIn;
let serviceId: string;

const REPORT = {
  readings: 24,
  rttAvgMs: 412,
  rttMaxMs: 980,
  lossPermille: 31,
  relayed: true,
  bytesSent: 1_450_000,
  bytesReceived: 1_720_000,
  fallbacks: ['audio_only'],
};

/** A paid teleconsultation of `patient` with `doctor` starting in 2 minutes. */
function paidConsultation(): Promise<string> {
  return insertTeleconsultation(server, { patient, doctorId: doctor.userId, serviceId, inMinutes: 2 });
}

const report = (account: SignedIn, id: string, body: unknown = REPORT) =>
  account.client.post(`/api/teleconsultations/${id}/quality`, body);

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.kind, 'teleconsultation'));
  if (!service) throw new Error('no teleconsultation service');
  serviceId = service.id;
  [patient, otherPatient, admin, operations, superAdmin] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
    signedIn(server, 'super_admin'),
  ]);
  doctor = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  otherDoctor = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  // Seven accounts on the embedded database of a busy machine.
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('quality figures of a call (ADR 047)', () => {
  it('are sent by the participants who entered, replace their previous summary, and are shown to staff only', async () => {
    const id = await paidConsultation();
    // Nobody entered yet: nothing to report.
    expect((await report(patient, id)).status).toBe(409);
    expect((await patient.client.post(`/api/teleconsultations/${id}/join`)).status).toBe(200);
    expect((await report(patient, id, { ...REPORT, bytesSent: 10 })).status).toBe(204);
    expect((await report(patient, id)).status).toBe(204);
    // The doctor did not enter: refused.
    expect((await report(doctor, id)).status).toBe(409);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/join`)).status).toBe(200);
    expect((await report(doctor, id, { ...REPORT, relayed: false, fallbacks: [] })).status).toBe(204);

    const staffView = (await admin.client.get(`/api/teleconsultations/${id}`)).json<TeleconsultationResponse>();
    expect(staffView.teleconsultation.quality).toEqual([
      expect.objectContaining({ side: 'doctor', relayed: false, fallbacks: [] }),
      expect.objectContaining({ ...REPORT, side: 'patient' }),
    ]);
    const listed = (
      await operations.client.get('/api/teleconsultations', { scope: 'all' })
    ).json<TeleconsultationListResponse>();
    expect(listed.teleconsultations.find((item) => item.booking.id === id)?.quality).toHaveLength(2);
    // The participants see their figures live in the room, not in the list.
    const own = (await patient.client.get(`/api/teleconsultations/${id}`)).json<TeleconsultationResponse>();
    expect(own.teleconsultation.quality).toEqual([]);
  });

  it('refuses another patient, an unrelated doctor and staff; bad figures are a 4xx; late reports are refused', async () => {
    const id = await paidConsultation();
    await patient.client.post(`/api/teleconsultations/${id}/join`);
    expect((await report(otherPatient, id)).status).toBe(404);
    expect((await report(otherDoctor, id)).status).toBe(404);
    expect((await report(admin, id)).status).toBe(403);
    expect((await report(operations, id)).status).toBe(403);
    expect((await server.client().post(`/api/teleconsultations/${id}/quality`, REPORT)).status).toBe(401);
    expect((await report(patient, 'not-an-id')).status).toBe(404);
    for (const bad of [
      { ...REPORT, lossPermille: 1_001 },
      { ...REPORT, fallbacks: ['teleport'] },
      { ...REPORT, readings: 0 },
      { ...REPORT, bytesSent: -1 },
      {},
    ]) {
      expect((await report(patient, id, bad)).status).toBe(400);
    }
    // Ended more than 10 minutes ago: too late.
    await server.deps.db
      .update(teleconsultationCalls)
      .set({ state: 'ended', endedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(teleconsultationCalls.bookingId, id));
    expect((await report(patient, id)).status).toBe(409);
    await server.deps.db
      .update(teleconsultationCalls)
      .set({ endedAt: new Date(Date.now() - 60_000) })
      .where(eq(teleconsultationCalls.bookingId, id));
    expect((await report(patient, id)).status).toBe(204);
  });
});

describe('call-backs of expired immediate requests (ADR 047)', () => {
  async function expiredWithCallback(account: SignedIn = patient): Promise<string> {
    const [row] = await server.deps.db
      .insert(immediateConsultations)
      .values({
        patientId: account.userId,
        serviceId,
        status: 'expired',
        expiresAt: new Date(Date.now() - 60_000),
        callbackRequestedAt: new Date(),
      })
      .returning({ id: immediateConsultations.id });
    if (!row) throw new Error('request not inserted');
    return row.id;
  }
  const done = (account: SignedIn, id: string) =>
    account.client.post(`/api/teleconsultations/immediate/${id}/callback-done`, {});

  it('staff mark a call-back done once; it is audited and the patient and staff lists say so', async () => {
    const id = await expiredWithCallback();
    const answer = await done(operations, id);
    expect(answer.status).toBe(200);
    expect(answer.json<ImmediateRequestResponse>().request.callbackDoneAt).not.toBeNull();
    expect((await done(admin, id)).status).toBe(409);
    expect((await done(admin, id)).json()).toMatchObject({ code: 'call_invalid_transition' });
    const audited = await server.deps.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'teleconsultation.immediate_callback_done'), eq(auditLog.targetId, id)));
    expect(audited).toEqual([{ actorId: operations.userId }]);
    const seen = (await admin.client.get('/api/teleconsultations/immediate')).json<ImmediateRequestListResponse>();
    const seenRequest = seen.requests.find((request) => request.id === id);
    expect(seenRequest?.callbackDoneAt).not.toBeNull();
    // Staff have the number to call; the patient's own view carries no phone.
    expect(seenRequest?.patient.phone).toBe(patient.phone);
    const own = (await patient.client.get('/api/teleconsultations/immediate')).json<ImmediateRequestListResponse>();
    const ownRequest = own.requests.find((request) => request.id === id);
    expect(ownRequest?.callbackDoneAt).not.toBeNull();
    expect(ownRequest?.patient.phone).toBeNull();
    // Admins and super admins handle them too.
    expect((await done(superAdmin, await expiredWithCallback(otherPatient))).status).toBe(200);
  });

  it('refuses patients (theirs or another’s), doctors, and requests without a call-back; unknown ids are 404', async () => {
    const id = await expiredWithCallback();
    expect((await done(patient, id)).status).toBe(403);
    expect((await done(otherPatient, id)).status).toBe(403);
    expect((await done(doctor, id)).status).toBe(403);
    expect((await done(otherDoctor, id)).status).toBe(403);
    expect((await server.client().post(`/api/teleconsultations/immediate/${id}/callback-done`, {})).status).toBe(401);
    expect((await done(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await done(admin, 'not-an-id')).status).toBe(404);
    const [open] = await server.deps.db
      .insert(immediateConsultations)
      .values({ patientId: otherPatient.userId, serviceId, expiresAt: new Date(Date.now() + 60_000) })
      .returning({ id: immediateConsultations.id });
    expect((await done(admin, open?.id ?? '')).status).toBe(409);
    expect((await done(patient, id)).status).toBe(403);
  });
});
