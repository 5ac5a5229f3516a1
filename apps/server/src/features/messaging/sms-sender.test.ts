import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts, jobs, outboxMessages } from '../../db/schema/jobs';
import { loadEnv } from '../../env';
import { startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio';
import { createAccount, signIn, signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DeliveryError } from './delivery-error';
import { notifyUser } from './notify-user';
import { smsSender } from './sms-sender';

/** 14:30 in Douala (UTC+1) on Tuesday 10 March 2026. */
const STARTS_AT = '2026-03-10T13:30:00.000Z';

let twilio: FakeTwilio;
let server: TestServer;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  // No WhatsApp provider: the phone channel of a notification is SMS (ADR 011 routing).
  server = await startTestServer({ env: twilio.env });
});
afterAll(async () => {
  await server.close();
  await twilio.close();
});

function confirmBooking(userId: string) {
  return notifyUser(server.deps.db, server.deps.env, {
    userId,
    kind: 'appointments',
    template: 'booking_confirmed',
    params: { reference: 'SAD-2026-0042', service: 'Consultation à domicile', startsAt: STARTS_AT },
  });
}

async function messageOf(id: string) {
  const [message] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message;
}

async function attemptsOf(id: string) {
  return server.deps.db
    .select({ attempt: deliveryAttempts.attempt, outcome: deliveryAttempts.outcome, code: deliveryAttempts.errorCode })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.messageId, id))
    .orderBy(asc(deliveryAttempts.attempt));
}

/** Makes the retry of `messageId` due now (the back-off would wait 5 s, then 10 s...). */
async function makeRetryDue(messageId: string) {
  await server.deps.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(sql`${jobs.payload}->>'messageId' = ${messageId}`);
}

describe('SMS through Twilio', () => {
  it('sends a notification by SMS in the recipient language, with the Twilio sid as provider id', async () => {
    const account = await createAccount(server, 'patient', { withEmail: false });
    const { client } = await signIn(server, account);
    expect((await client.put('/api/account/language', { language: 'en' })).status).toBe(200);
    const [id = ''] = await confirmBooking(account.userId);
    await server.worker.drain();

    const sms = twilio.received.find((received) => received.to === account.phone);
    expect(sms?.from).toBe('SANTEDOM');
    expect(sms?.body).toContain('Reference: SAD-2026-0042');
    expect(sms?.body).toContain('Tuesday 10 March at 14:30');
    expect(await messageOf(id)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      attempts: 1,
      providerMessageId: sms?.sid,
    });
    expect(await attemptsOf(id)).toEqual([{ attempt: 1, outcome: 'sent', code: null }]);
    expect(twilio.refused).toEqual([]);
  });

  it('retries a rate limit (429/20429) and a Twilio outage (503) with back-off, records each attempt, sends once', async () => {
    const account = await createAccount(server, 'patient', { withEmail: false });
    twilio.failNext(1, { status: 429, code: 20429 });
    twilio.failNext(1, { status: 503, code: 20500 });
    const [id = ''] = await confirmBooking(account.userId);
    const before = Date.now();
    await server.worker.drain();
    expect(await messageOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'sms_20429' });
    const [job] = await server.deps.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'messageId' = ${id}`);
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before + 4_000);

    await makeRetryDue(id);
    await server.worker.drain();
    expect(await messageOf(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'sms_20500' });
    await makeRetryDue(id);
    await server.worker.drain();

    expect(twilio.received.filter((received) => received.to === account.phone)).toHaveLength(1);
    expect(await messageOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(await attemptsOf(id)).toEqual([
      { attempt: 1, outcome: 'failed', code: 'sms_20429' },
      { attempt: 2, outcome: 'failed', code: 'sms_20500' },
      { attempt: 3, outcome: 'sent', code: null },
    ]);
  });

  it('fails at once, without retrying, when Twilio refuses the number (21211)', async () => {
    const account = await createAccount(server, 'patient', { withEmail: false });
    twilio.failNext(1, { status: 400, code: 21211 });
    const [id = ''] = await confirmBooking(account.userId);
    await server.worker.drain();
    const message = await messageOf(id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1, lastError: 'sms_21211' });
    expect(message?.failedAt).toBeInstanceOf(Date);
  });

  it('turns a network failure into a retryable sms_network error', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: server.deps.env.DATA_DIR,
      ...twilio.env,
      TWILIO_API_BASE: 'http://127.0.0.1:9',
    });
    const send = smsSender(env);
    const failure = await send({
      id: 'm1',
      channel: 'sms',
      recipient: '+237670000001',
      template: 'test_message',
      locale: 'fr',
      params: {},
      text: 'Test',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ code: 'sms_network', permanent: false });
  });

  it('tells staff that SMS reaches a provider', async () => {
    const { client } = await signedIn(server, 'admin');
    expect((await client.get('/api/admin/messaging/channels')).json()).toEqual({
      channels: { email: false, whatsapp: false, sms: true },
    });
  });
});

describe('Twilio settings', () => {
  it('refuses an Account SID without its auth token or a sender, with a readable list', () => {
    const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp' };
    expect(() => loadEnv({ ...base, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN: required with TWILIO_ACCOUNT_SID[\s\S]*TWILIO_FROM: required/,
    );
    expect(() =>
      loadEnv({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }),
    ).not.toThrow();
  });
});
