import { createHmac } from 'node:crypto';
import type { ConversationAck } from '@sante/shared/conversation-constants';
import type { AdminPaymentsResponse } from '@sante/shared/payment-constants';
import {
  VIDEO_JOIN_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_SIGNAL_EVENT,
  VIDEO_STATE_EVENT,
  type JoinTeleconsultationResponse,
  type TeleconsultationListResponse,
  type TeleconsultationResponse,
  type VideoJoinAck,
  type VideoPeerMessage,
  type VideoSignalMessage,
  type VideoStateMessage,
} from '@sante/shared/teleconsultation-constants';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { payments } from '../../db/schema/payments';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { startVisitIn } from '../../testing/visit-clock';
import { jobs, outboxMessages } from '../../db/schema/jobs';
import { BOOKING_REMINDER_JOB, scheduleReminders } from '../bookings/booking-notifications';
import { markMissedCalls } from './mark-missed-calls';
import { insertTeleconsultation } from '../../testing/teleconsultation-factory';

const TURN_SECRET = 'turn-secret-for-the-tests-0123456789';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let staff: SignedIn;
let serviceId: string;
const sockets: Socket[] = [];

/**
 * A teleconsultation of `patient` with `doctor` starting `inMinutes` from now (30 minutes long), paid through the
 * sandbox provider unless `paid` is false.
 */
function consultation(inMinutes: number, { paid = true } = {}): Promise<string> {
  return insertTeleconsultation(server, { patient, doctorId: doctor.userId, serviceId, inMinutes, paid });
}

async function openSocket(client: TestClient): Promise<Socket> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = connectSocket(server.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie, origin: server.baseUrl },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function emit<T>(socket: Socket, event: string, payload: unknown): Promise<ConversationAck<T>> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const join = (account: SignedIn, id: string) => account.client.post(`/api/teleconsultations/${id}/join`);

beforeAll(async () => {
  server = await startTestServer({
    env: { TURN_URLS: 'stun:turn.example.cm:3478,turn:turn.example.cm:3478?transport=udp', TURN_SECRET },
  });
  const [service] = await server.deps.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.kind, 'teleconsultation'));
  if (!service) throw new Error('no teleconsultation service');
  serviceId = service.id;
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
  ]);
  doctor = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  otherDoctor = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

describe('entering the room', () => {
  it('refuses before payment, to another patient, an unrelated doctor, staff and anonymous callers', async () => {
    const unpaid = await consultation(5, { paid: false });
    expect((await join(patient, unpaid)).json()).toMatchObject({ code: 'teleconsultation_not_paid' });
    expect((await join(patient, unpaid)).status).toBe(402);
    expect((await patient.client.get(`/api/teleconsultations/${unpaid}/ice-servers`)).status).toBe(402);

    const paid = await consultation(5);
    expect((await join(otherPatient, paid)).status).toBe(404);
    expect((await join(otherDoctor, paid)).status).toBe(404);
    expect((await otherDoctor.client.get(`/api/teleconsultations/${paid}/ice-servers`)).status).toBe(404);
    expect((await join(staff, paid)).status).toBe(403);
    expect((await server.client().post(`/api/teleconsultations/${paid}/join`)).status).toBe(401);
    expect((await otherPatient.client.get(`/api/teleconsultations/${paid}`)).status).toBe(404);
    expect((await patient.client.post('/api/teleconsultations/not-a-uuid/join')).status).toBe(404);
    expect((await patient.client.get('/api/teleconsultations?scope=tomorrow')).status).toBe(400);
  });

  it('opens 10 minutes before the start and closes at the end', async () => {
    const early = await consultation(20);
    const tooEarly = await join(patient, early);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.json()).toMatchObject({ code: 'teleconsultation_not_open' });
    const over = await consultation(-40);
    const tooLate = await join(doctor, over);
    expect(tooLate.status).toBe(410);
    expect(tooLate.json()).toMatchObject({ code: 'teleconsultation_over' });
  });

  it('admits the patient and the doctor of a paid consultation, with short-lived TURN credentials of their own', async () => {
    const id = await consultation(5);
    const before = Math.floor(Date.now() / 1000);
    const entered = await join(patient, id);
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const body = entered.json<JoinTeleconsultationResponse>();
    expect(body.side).toBe('patient');
    expect(body.relay).toBe(true);
    expect(body.teleconsultation).toMatchObject({ paid: true, call: { state: 'waiting' } });
    expect(body.teleconsultation.call?.patientJoinedAt).not.toBeNull();
    expect(body.teleconsultation.call?.doctorJoinedAt).toBeNull();
    const [stun, turn] = body.iceServers;
    expect(stun).toEqual({ urls: ['stun:turn.example.cm:3478'] });
    expect(turn?.urls).toEqual(['turn:turn.example.cm:3478?transport=udp']);
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(userId).toBe(patient.userId);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 7200);
    expect(Number(expiry)).toBeLessThanOrEqual(before + 7200 + 5);
    expect(turn?.credential).toBe(
      createHmac('sha1', TURN_SECRET)
        .update(turn?.username ?? '')
        .digest('base64'),
    );

    const doctorEntered = await join(doctor, id);
    expect(doctorEntered.json<JoinTeleconsultationResponse>()).toMatchObject({
      side: 'doctor',
      teleconsultation: { call: { state: 'waiting' } },
    });
    expect(doctorEntered.json<JoinTeleconsultationResponse>().iceServers[1]?.username).toMatch(
      new RegExp(`^\\d+:${doctor.userId}$`),
    );
    const fresh = await doctor.client.get(`/api/teleconsultations/${id}/ice-servers`);
    expect(fresh.status).toBe(200);
    const audits = await server.deps.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'teleconsultation.joined'), eq(auditLog.targetId, id)));
    expect(audits.map((row) => row.actorId).sort()).toEqual([patient.userId, doctor.userId].sort());
  });
});

describe('call states, each by its owner', () => {
  it('the doctor admits the waiting patient and ends the call; nobody else may', async () => {
    const id = await consultation(3);
    // Nobody waiting yet.
    expect((await doctor.client.post(`/api/teleconsultations/${id}/admit`)).json()).toMatchObject({
      code: 'call_invalid_transition',
    });
    await join(patient, id);
    await join(doctor, id);
    expect((await patient.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(403);
    expect((await staff.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(403);
    expect((await otherDoctor.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(404);
    const admitted = await doctor.client.post(`/api/teleconsultations/${id}/admit`);
    expect(admitted.status).toBe(200);
    expect(admitted.json<TeleconsultationResponse>().teleconsultation.call).toMatchObject({ state: 'in_progress' });
    expect((await doctor.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(409);

    expect((await patient.client.post(`/api/teleconsultations/${id}/end`)).status).toBe(403);
    expect((await staff.client.post(`/api/teleconsultations/${id}/end`)).status).toBe(403);
    expect((await otherDoctor.client.post(`/api/teleconsultations/${id}/end`)).status).toBe(404);
    const ended = await doctor.client.post(`/api/teleconsultations/${id}/end`);
    expect(ended.json<TeleconsultationResponse>().teleconsultation.call).toMatchObject({ state: 'ended' });
    expect(ended.json<TeleconsultationResponse>().teleconsultation.call?.endedAt).not.toBeNull();
    // Over: nobody enters again, no credential.
    expect((await join(patient, id)).status).toBe(410);
    expect((await patient.client.get(`/api/teleconsultations/${id}/ice-servers`)).status).toBe(410);
    expect((await patient.client.post(`/api/teleconsultations/${id}/callback`)).status).toBe(410);
  });

  it('the admitted call starts the consultation of the booking, which the doctor then completes', async () => {
    const id = await consultation(3);
    await join(patient, id);
    await join(doctor, id);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(200);
    const [started] = await server.deps.db.select().from(bookings).where(eq(bookings.id, id));
    expect(started).toMatchObject({ status: 'confirmed', trackingStep: 'consultation_started' });
    expect((await doctor.client.post(`/api/teleconsultations/${id}/end`)).status).toBe(200);
    // A visit ends from its start on (issue #13): the call began in its last minutes before.
    expect((await doctor.client.post(`/api/bookings/${id}/complete`)).json()).toMatchObject({
      code: 'visit_not_started',
    });
    await startVisitIn(server.deps.db, id, 0);
    const completed = await doctor.client.post(`/api/bookings/${id}/complete`);
    expect(completed.status, JSON.stringify(completed.json())).toBe(200);
  });

  it('the patient asks to be called back; the doctor then ends the call', async () => {
    const unpaid = await consultation(4, { paid: false });
    expect((await patient.client.post(`/api/teleconsultations/${unpaid}/callback`)).status).toBe(402);
    const id = await consultation(4);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/callback`)).status).toBe(403);
    expect((await staff.client.post(`/api/teleconsultations/${id}/callback`)).status).toBe(403);
    expect((await otherPatient.client.post(`/api/teleconsultations/${id}/callback`)).status).toBe(404);
    const asked = await patient.client.post(`/api/teleconsultations/${id}/callback`);
    expect(asked.status).toBe(200);
    expect(asked.json<TeleconsultationResponse>().teleconsultation.call).toMatchObject({
      state: 'callback_requested',
    });
    expect((await patient.client.post(`/api/teleconsultations/${id}/callback`)).status).toBe(409);
    // Staff see the request in every teleconsultation.
    const all = (await staff.client.get('/api/teleconsultations?scope=all')).json<TeleconsultationListResponse>();
    expect(all.teleconsultations.find((item) => item.booking.id === id)?.call?.state).toBe('callback_requested');
    const ended = await doctor.client.post(`/api/teleconsultations/${id}/end`);
    expect(ended.json<TeleconsultationResponse>().teleconsultation.call?.state).toBe('ended');
  });

  it('a call the doctor never came to is missed 15 minutes after the start and its payment flagged for refund', async () => {
    const doctorMissed = await consultation(-16);
    const patientMissed = await consultation(-17);
    const held = await consultation(-18);
    const unpaid = await consultation(-19, { paid: false });
    // The room admits until the end: the patient came to the first, the doctor to the second, both to the third.
    await server.deps.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, unpaid));
    await join(patient, doctorMissed);
    await join(doctor, patientMissed);
    await join(patient, held);
    await join(doctor, held);
    const staffSocket = await openSocket(staff.client);
    const pushed = next<VideoStateMessage>(staffSocket, VIDEO_STATE_EVENT);

    await markMissedCalls(server.deps, new Date());

    expect((await pushed).state).toBe('missed');
    const read = async (id: string) =>
      (await staff.client.get(`/api/teleconsultations/${id}`)).json<TeleconsultationResponse>().teleconsultation;
    expect(await read(doctorMissed)).toMatchObject({ call: { state: 'missed', missedBy: 'doctor' }, refundDue: true });
    expect(await read(patientMissed)).toMatchObject({
      call: { state: 'missed', missedBy: 'patient' },
      refundDue: false,
    });
    expect((await read(held)).call?.state).toBe('waiting');
    expect((await read(unpaid)).call).toBeNull();
    const [flagged] = await server.deps.db
      .select({ refundReason: payments.refundReason })
      .from(payments)
      .where(and(eq(payments.payableId, doctorMissed), eq(payments.status, 'succeeded')));
    expect(flagged?.refundReason).toBe('doctor_missed');
    // The existing refund path: listed as owed on /admin/paiements, then refunded once.
    const owed = (await staff.client.get('/api/admin/payments?refundDue=true')).json<AdminPaymentsResponse>();
    const row = owed.payments.find((payment) => payment.payableId === doctorMissed);
    expect(row).toMatchObject({ refundDue: true, refundReason: 'doctor_missed' });
    const refunded = await staff.client.post(`/api/admin/payments/${row?.id}/refund`, {
      reason: 'Téléconsultation manquée, remboursée par Mobile Money',
    });
    expect(refunded.status).toBe(200);
    // A second run changes nothing.
    expect((await markMissedCalls(server.deps, new Date())).missed).toBe(0);
    expect((await join(patient, doctorMissed)).status).toBe(410);
  });
});

describe('the room’s link', () => {
  it('is sent to the patient when the room opens, 10 minutes before a paid consultation', async () => {
    const id = await consultation(60);
    const [booking] = await server.deps.db.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw new Error('no booking');
    await scheduleReminders(server.deps.db, booking, new Date());
    const queued = (await server.deps.db.select().from(jobs).where(eq(jobs.kind, BOOKING_REMINDER_JOB))).filter(
      (job) => job.payload.bookingId === id,
    );
    const roomOpen = queued.find((job) => job.payload.which === '10m');
    expect(roomOpen?.runAt.toISOString()).toBe(new Date(booking.startsAt.getTime() - 10 * 60_000).toISOString());
    // Run it now (its time has not come in the test).
    await server.deps.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, roomOpen?.id ?? ''));
    await server.worker.drain();
    const [message] = await server.deps.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'teleconsultation_room_open')));
    expect(message?.params.link).toBe(`http://localhost:5173/visioconsultation/${id}`);
  });

  it('is in the reminders of the day before and of the hour before, as the issue asks', async () => {
    const id = await consultation(26 * 60);
    const [booking] = await server.deps.db.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw new Error('no booking');
    await scheduleReminders(server.deps.db, booking, new Date());
    const queued = (await server.deps.db.select().from(jobs).where(eq(jobs.kind, BOOKING_REMINDER_JOB))).filter(
      (job) => job.payload.bookingId === id && job.payload.which !== '10m',
    );
    expect(queued.map((job) => job.payload.which).sort()).toEqual(['1h', '24h']);
    for (const job of queued) await server.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await server.worker.drain();
    const sent = await server.deps.db
      .select({ template: outboxMessages.template, params: outboxMessages.params })
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, patient.userId));
    const reminders = sent.filter((message) => message.params.link === `http://localhost:5173/visioconsultation/${id}`);
    // One message per channel the patient chose: each reminder's template once or more.
    expect([...new Set(reminders.map((message) => message.template))].sort()).toEqual([
      'teleconsultation_reminder_1h',
      'teleconsultation_reminder_24h',
    ]);
  });
});

describe('an unpaid consultation’s reminders', () => {
  it('ask to pay, with the payment screen’s link and never the room’s', async () => {
    const id = await consultation(26 * 60, { paid: false });
    const [booking] = await server.deps.db.select().from(bookings).where(eq(bookings.id, id));
    if (!booking) throw new Error('no booking');
    await scheduleReminders(server.deps.db, booking, new Date());
    const queued = (await server.deps.db.select().from(jobs).where(eq(jobs.kind, BOOKING_REMINDER_JOB))).filter(
      (job) => job.payload.bookingId === id,
    );
    for (const job of queued) await server.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await server.worker.drain();
    const sent = await server.deps.db
      .select({ template: outboxMessages.template, params: outboxMessages.params })
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, patient.userId));
    const aboutThis = sent.filter(
      (message) => typeof message.params.link === 'string' && message.params.link.includes(id),
    );
    expect([...new Set(aboutThis.map((message) => message.template))]).toEqual(['teleconsultation_payment_due']);
    expect(new Set(aboutThis.map((message) => message.params.link))).toEqual(
      new Set([`http://localhost:5173/patient/visioconsultation-payment/${id}`]),
    );
  });
});

describe('lists', () => {
  it('each sees their own: the patient upcoming, the doctor today, staff all; another patient none', async () => {
    const id = await consultation(6);
    const upcoming = (await patient.client.get('/api/teleconsultations')).json<TeleconsultationListResponse>();
    expect(upcoming.teleconsultations.map((item) => item.booking.id)).toContain(id);
    const today = (await doctor.client.get('/api/teleconsultations?scope=today')).json<TeleconsultationListResponse>();
    expect(today.teleconsultations.map((item) => item.booking.id)).toContain(id);
    const others = (
      await otherPatient.client.get('/api/teleconsultations?scope=all')
    ).json<TeleconsultationListResponse>();
    expect(others.teleconsultations).toEqual([]);
    const unrelated = (
      await otherDoctor.client.get('/api/teleconsultations?scope=all')
    ).json<TeleconsultationListResponse>();
    expect(unrelated.teleconsultations).toEqual([]);
    const past = (await patient.client.get('/api/teleconsultations?scope=past')).json<TeleconsultationListResponse>();
    expect(past.teleconsultations.map((item) => item.booking.id)).not.toContain(id);
  });
});

describe('signalling over Socket.IO', () => {
  it('relays offers and candidates between the two participants of the room, and to nobody else', async () => {
    const id = await consultation(2);
    const [patientSocket, doctorSocket, intruder, staffSocket] = await Promise.all([
      openSocket(patient.client),
      openSocket(doctor.client),
      openSocket(otherPatient.client),
      openSocket(staff.client),
    ]);
    expect(await emit(intruder, VIDEO_JOIN_EVENT, { consultationId: id })).toEqual({ ok: false, code: 'not_found' });
    expect(await emit(staffSocket, VIDEO_JOIN_EVENT, { consultationId: id })).toEqual({ ok: false, code: 'forbidden' });
    expect(await emit(patientSocket, VIDEO_JOIN_EVENT, { consultationId: 'nope' })).toMatchObject({
      ok: false,
      code: 'validation_failed',
    });
    const first = await emit<VideoJoinAck>(patientSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    expect(first).toEqual({ ok: true, value: { peers: [] } });
    const arrived = next<VideoPeerMessage>(patientSocket, VIDEO_PEER_EVENT);
    const second = await emit<VideoJoinAck>(doctorSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    expect(second).toEqual({ ok: true, value: { peers: [{ id: 'patient', side: 'patient', guest: null }] } });
    const doctorPeer = { id: 'doctor', side: 'doctor', guest: null };
    expect(await arrived).toEqual({ consultationId: id, peer: doctorPeer, present: true });

    const offer = next<VideoSignalMessage>(patientSocket, VIDEO_SIGNAL_EVENT);
    const description = { type: 'offer', sdp: 'v=0\r\n' };
    expect(await emit(doctorSocket, VIDEO_SIGNAL_EVENT, { consultationId: id, to: 'patient', description })).toEqual({
      ok: true,
      value: null,
    });
    expect(await offer).toEqual({ consultationId: id, from: 'doctor', description });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    const relayed = next<VideoSignalMessage>(doctorSocket, VIDEO_SIGNAL_EVENT);
    await emit(patientSocket, VIDEO_SIGNAL_EVENT, { consultationId: id, to: 'doctor', candidate });
    expect(await relayed).toEqual({ consultationId: id, from: 'patient', candidate });
    // A socket outside the room cannot inject anything; a malformed signal is refused.
    expect(await emit(intruder, VIDEO_SIGNAL_EVENT, { consultationId: id, to: 'patient', description })).toEqual({
      ok: false,
      code: 'forbidden',
    });
    expect(await emit(patientSocket, VIDEO_SIGNAL_EVENT, { consultationId: id, to: 'doctor' })).toMatchObject({
      ok: false,
      code: 'validation_failed',
    });
    const left = next<VideoPeerMessage>(patientSocket, VIDEO_PEER_EVENT);
    doctorSocket.disconnect();
    expect(await left).toEqual({ consultationId: id, peer: doctorPeer, present: false });
  });
});
