import type { PaymentResponse } from '@sante/shared/payment-constants';
import type { ImmediateRequestListResponse, ImmediateRequestResponse } from '@sante/shared/teleconsultation-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { AVAILABILITY_DEFAULTS } from '@sante/shared/availability-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { jobs, outboxMessages } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { saveOwnAvailability } from '../availability/own-availability';
import { loadEnv } from '../../env';
import { expireImmediate } from './expire-immediate';
import { EXPIRE_IMMEDIATE_JOB, requestImmediate } from './request-immediate';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let onDuty: SignedIn;
let secondOnDuty: SignedIn;
let offDuty: SignedIn;
let staff: SignedIn;

/** Video hours all of today (Douala) for `doctor`: on duty now, whatever the time of day. */
async function onVideoDutyToday(doctor: SignedIn) {
  const today = doualaToday(new Date());
  await saveOwnAvailability(
    server.deps.db,
    { userId: doctor.userId, role: 'medecin', ip: 'test', requestId: 'test' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: [],
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: 'teleconsultation',
          startDate: today,
          endDate: today,
          start: '00:00',
          end: '24:00',
        },
      ],
    },
  );
}

const ask = (account: SignedIn) =>
  account.client.post('/api/teleconsultations/immediate', { reason: 'Fièvre depuis hier' });
const accept = (account: SignedIn, id: string) =>
  account.client.post(`/api/teleconsultations/immediate/${id}/accept`, {});
const listed = async (account: SignedIn) =>
  (await account.client.get('/api/teleconsultations/immediate')).json<ImmediateRequestListResponse>().requests;

beforeAll(async () => {
  server = await startTestServer();
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
  ]);
  onDuty = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  secondOnDuty = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  offDuty = await signedInCarer(server, { sex: null, yearsOfExperience: 5 });
  await onVideoDutyToday(onDuty);
  await onVideoDutyToday(secondOnDuty);
});
afterAll(async () => {
  await server.close();
});

describe('« Consultation immédiate »', () => {
  it('reaches the doctors on video duty and staff; nobody else sees or takes it', async () => {
    const created = await ask(patient);
    expect(created.status).toBe(201);
    const { request } = created.json<ImmediateRequestResponse>();
    expect(request).toMatchObject({ status: 'open', bookingId: null, reason: 'Fièvre depuis hier' });
    // One open request at a time.
    expect((await ask(patient)).json()).toMatchObject({ code: 'immediate_request_pending' });

    expect((await listed(onDuty)).map((item) => item.id)).toContain(request.id);
    expect((await listed(staff)).map((item) => item.id)).toContain(request.id);
    expect((await listed(patient)).map((item) => item.id)).toEqual([request.id]);
    expect(await listed(offDuty)).toEqual([]);
    expect(await listed(otherPatient)).toEqual([]);

    // Taking it: a doctor off duty 403, staff 403 (not a doctor), patients 403; another patient's call-back 404.
    expect((await accept(offDuty, request.id)).status).toBe(403);
    expect((await accept(offDuty, request.id)).json()).toMatchObject({ code: 'not_on_video_duty' });
    expect((await accept(staff, request.id)).status).toBe(403);
    expect((await accept(patient, request.id)).status).toBe(403);
    expect((await otherPatient.client.post(`/api/teleconsultations/immediate/${request.id}/callback`)).status).toBe(
      404,
    );
    expect((await accept(onDuty, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await accept(onDuty, 'not-an-id')).status).toBe(404);

    // Close it for the next tests.
    await expireImmediate(server.deps, request.id, new Date(request.expiresAt));
  });

  it('goes to the first doctor who accepts (two at once: one wins), then is paid before the call', async () => {
    const { request } = (await ask(patient)).json<ImmediateRequestResponse>();
    const answers = await Promise.all([accept(onDuty, request.id), accept(secondOnDuty, request.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.json()).toMatchObject({ code: 'immediate_request_taken' });
    const won = answers.find((answer) => answer.status === 200)?.json<ImmediateRequestResponse>().request;
    expect(won?.status).toBe('accepted');
    const bookingId = won?.bookingId ?? '';
    const winner = won?.doctorId === onDuty.userId ? onDuty : secondOnDuty;

    // One video consultation, with the winner, pending payment; nothing paid yet.
    const booked = await server.deps.db.select().from(bookings).where(eq(bookings.patientId, patient.userId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ id: bookingId, doctorId: winner.userId, status: 'pending' });
    const [message] = await server.deps.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'immediate_consultation_accepted')),
      );
    expect(message?.params.link).toBe(`http://localhost:5173/patient/visioconsultation-payment/${bookingId}`);

    // Accepted: no one else may take it again, even the winner.
    expect((await accept(winner, request.id)).status).toBe(409);

    // The room refuses before payment, then admits once paid.
    const join = () => patient.client.post(`/api/teleconsultations/${bookingId}/join`);
    expect((await join()).status).toBe(402);
    const started = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: bookingId,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: `immediate-${bookingId}`,
    });
    expect(started.status).toBe(201);
    const payment = started.json<PaymentResponse>().payment;
    await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    expect((await join()).status).toBe(200);
    expect((await winner.client.post(`/api/teleconsultations/${bookingId}/join`)).status).toBe(200);
  });

  it('expires 10 minutes after, if nobody accepted: the patient is offered a slot or a call-back, never charged', async () => {
    const { request } = (
      await otherPatient.client.post('/api/teleconsultations/immediate', {})
    ).json<ImmediateRequestResponse>();
    const [job] = (await server.deps.db.select().from(jobs).where(eq(jobs.kind, EXPIRE_IMMEDIATE_JOB))).filter(
      (row) => row.payload.requestId === request.id,
    );
    expect(job?.runAt.getTime()).toBe(Date.parse(request.createdAt) + 10 * 60_000);
    // Not before its time.
    expect(await expireImmediate(server.deps, request.id, new Date(Date.parse(request.expiresAt) - 1_000))).toBe(false);
    expect(await expireImmediate(server.deps, request.id, new Date(request.expiresAt))).toBe(true);

    const [row] = await server.deps.db
      .select()
      .from(immediateConsultations)
      .where(eq(immediateConsultations.id, request.id));
    expect(row).toMatchObject({ status: 'expired', bookingId: null, doctorId: null });
    expect(await server.deps.db.select().from(bookings).where(eq(bookings.patientId, otherPatient.userId))).toEqual([]);
    expect(await server.deps.db.select().from(payments).where(eq(payments.payerId, otherPatient.userId))).toEqual([]);
    const [told] = await server.deps.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.userId, otherPatient.userId),
          eq(outboxMessages.template, 'immediate_consultation_expired'),
        ),
      );
    expect(told?.params.link).toBe('http://localhost:5173/patient/visioconsultations');

    // Too late to accept; the patient asks to be called back (once), staff see it.
    expect((await accept(onDuty, request.id)).status).toBe(409);
    const callback = () => otherPatient.client.post(`/api/teleconsultations/immediate/${request.id}/callback`);
    expect((await callback()).status).toBe(200);
    expect((await callback()).status).toBe(409);
    const seen = (await listed(staff)).find((item) => item.id === request.id);
    expect(seen?.callbackRequestedAt).not.toBeNull();
    // A new request may be made again.
    expect((await otherPatient.client.post('/api/teleconsultations/immediate', {})).status).toBe(201);
  });

  it('waits `IMMEDIATE_REQUEST_SECONDS` when the setting shortens it (the browser tests), never under 30 s', async () => {
    const shortened = { ...server.deps, env: { ...server.deps.env, IMMEDIATE_REQUEST_SECONDS: 45 } };
    const asker = await signedIn(server, 'patient');
    const now = new Date();
    const request = await requestImmediate(
      shortened,
      { userId: asker.userId, role: 'patient', ip: 'test', requestId: 'test' },
      { reason: '' },
      now,
    );
    expect(Date.parse(request.expiresAt)).toBe(now.getTime() + 45_000);
    const [job] = (await server.deps.db.select().from(jobs).where(eq(jobs.kind, EXPIRE_IMMEDIATE_JOB))).filter(
      (row) => row.payload.requestId === request.id,
    );
    expect(job?.runAt.getTime()).toBe(now.getTime() + 45_000);
    const base = { AUTH_SECRET: server.deps.env.AUTH_SECRET, DATA_DIR: server.deps.env.DATA_DIR };
    expect(() => loadEnv({ ...base, IMMEDIATE_REQUEST_SECONDS: '5' })).toThrow(/IMMEDIATE_REQUEST_SECONDS/);
    expect(loadEnv(base).IMMEDIATE_REQUEST_SECONDS).toBe(600);
  });
});
