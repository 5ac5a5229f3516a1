import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts, jobs, outboxMessages } from '../../db/schema/jobs';
import { userProfiles } from '../../db/schema/profiles';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { startFakeWhatsapp, type FakeWhatsapp } from '../../testing/fake-whatsapp';
import { createAccount, signIn, signedIn, type TestAccount } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { notifyUser } from './notify-user';

const APP_SECRET = 'whatsapp-app-secret';
const VERIFY_TOKEN = 'verify-me';
/** 14:30 in Douala (UTC+1) on Tuesday 10 March 2026. */
const STARTS_AT = '2026-03-10T13:30:00.000Z';

let smtp: FakeSmtp;
let whatsapp: FakeWhatsapp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  whatsapp = await startFakeWhatsapp();
  server = await startTestServer({
    env: { ...smtp.env, ...whatsapp.env, WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await whatsapp.close();
});

const digits = (phone: string) => phone.replace(/^\+/, '');

function confirmBooking(server: TestServer, userId: string) {
  return notifyUser(server.deps.db, server.deps.env, {
    userId,
    kind: 'appointments',
    template: 'booking_confirmed',
    params: { reference: 'SAD-2026-0042', service: 'Consultation à domicile', startsAt: STARTS_AT },
  });
}

async function messagesOf(userId: string) {
  return server.deps.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.userId, userId))
    .orderBy(asc(outboxMessages.channel));
}

async function setLanguage(account: TestAccount, language: string) {
  const { client } = await signIn(server, account);
  return client.put('/api/account/language', { language });
}

describe('routing a notification to the saved channels, in the recipient language', () => {
  it('sends the confirmation by e-mail (SMTP) and WhatsApp (template) in English when the account chose English', async () => {
    const account = await createAccount(server, 'patient');
    expect((await setLanguage(account, 'en')).status).toBe(200);
    const ids = await confirmBooking(server, account.userId);
    expect(ids).toHaveLength(2);
    await server.worker.drain();

    const mail = smtp.received.find((received) => received.to.includes(account.email ?? ''));
    expect(mail?.subject).toBe('Booking confirmed');
    expect(mail?.language).toBe('en');
    expect(mail?.text).toContain('Reference: SAD-2026-0042');
    expect(mail?.text).toContain('Tuesday 10 March at 14:30');

    const sent = whatsapp.received.find((received) => received.to === digits(account.phone));
    expect(sent?.template).toEqual({
      name: 'reservation_confirmee',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Consultation à domicile' },
            { type: 'text', text: 'Tuesday 10 March at 14:30' },
            { type: 'text', text: 'SAD-2026-0042' },
          ],
        },
      ],
    });
    const rows = await messagesOf(account.userId);
    expect(rows.map((row) => [row.channel, row.status, row.attempts, row.kind])).toEqual([
      ['email', 'sent', 1, 'appointments'],
      ['whatsapp', 'sent', 1, 'appointments'],
    ]);
    expect(rows.find((row) => row.channel === 'whatsapp')?.providerMessageId).toBe(sent?.id);
  });

  it('writes French by default, and French for Ewondo (no Ewondo text or WhatsApp template)', async () => {
    const account = await createAccount(server, 'patient');
    expect((await setLanguage(account, 'ewo')).status).toBe(200);
    await confirmBooking(server, account.userId);
    await server.worker.drain();
    const mail = smtp.received.find((received) => received.to.includes(account.email ?? ''));
    expect(mail?.subject).toBe('Réservation confirmée');
    expect(mail?.text).toContain('mardi 10 mars à 14:30');
    expect(mail?.text).toContain('Référence : SAD-2026-0042');
    const sent = whatsapp.received.find((received) => received.to === digits(account.phone));
    expect(sent?.template.language.code).toBe('fr');
  });

  it('sends one-time codes with the authentication template: the code in the body and the copy-code button', async () => {
    const account = await createAccount(server, 'patient');
    await notifyUser(server.deps.db, server.deps.env, {
      userId: account.userId,
      kind: 'account_security',
      template: 'otp_code',
      params: { code: '482913' },
    });
    await server.worker.drain();
    const sent = whatsapp.received.find((received) => received.to === digits(account.phone));
    expect(sent?.template.name).toBe('code_connexion');
    expect(sent?.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
    expect(whatsapp.refused).toEqual([]);
  });

  it('respects the preferences: WhatsApp off for reminders means no WhatsApp (SMS instead), e-mail off means no e-mail', async () => {
    const account = await createAccount(server, 'patient');
    const { client } = await signIn(server, account);
    const on = { sms: true, whatsapp: true, email: true };
    const saved = await client.put('/api/account/notification-preferences', {
      preferences: {
        appointments: on,
        reminders: { sms: true, whatsapp: false, email: false },
        messages: on,
        orders_billing: on,
        account_security: on,
      },
    });
    expect(saved.status).toBe(200);
    await notifyUser(server.deps.db, server.deps.env, {
      userId: account.userId,
      kind: 'reminders',
      template: 'appointment_reminder_24h',
      params: { service: 'Pansement', startsAt: STARTS_AT },
    });
    await server.worker.drain();
    expect(whatsapp.received.some((received) => received.to === digits(account.phone))).toBe(false);
    expect(smtp.received.some((received) => received.to.includes(account.email ?? ''))).toBe(false);
    expect((await messagesOf(account.userId)).map((row) => [row.channel, row.status])).toEqual([['sms', 'sent']]);
  });

  it('sends nothing when every channel of the kind is off', async () => {
    const account = await createAccount(server, 'patient');
    const { client } = await signIn(server, account);
    const on = { sms: true, whatsapp: true, email: true };
    const off = { sms: false, whatsapp: false, email: false };
    await client.put('/api/account/notification-preferences', {
      preferences: { appointments: off, reminders: on, messages: on, orders_billing: on, account_security: on },
    });
    expect(await confirmBooking(server, account.userId)).toEqual([]);
  });
});

describe('retries and delivery records', () => {
  async function jobOf(messageId: string) {
    const [job] = await server.deps.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'messageId' = ${messageId}`);
    return job;
  }

  it('retries a provider failure with back-off, records each attempt, and delivers once', async () => {
    const account = await createAccount(server, 'patient', { withEmail: false });
    whatsapp.failNext(1, { status: 503, code: 131000 });
    const [messageId = ''] = await confirmBooking(server, account.userId);
    const before = Date.now();
    await server.worker.drain();

    const [failed] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'whatsapp_131000' });
    const job = await jobOf(messageId);
    expect(job?.status).toBe('pending');
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before + 4_000);

    await server.worker.drain();
    expect(whatsapp.received.filter((received) => received.to === digits(account.phone))).toHaveLength(0);

    await server.deps.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, job?.id ?? ''));
    await server.worker.drain();
    expect(whatsapp.received.filter((received) => received.to === digits(account.phone))).toHaveLength(1);
    const attempts = await server.deps.db
      .select({
        attempt: deliveryAttempts.attempt,
        outcome: deliveryAttempts.outcome,
        code: deliveryAttempts.errorCode,
      })
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.messageId, messageId))
      .orderBy(asc(deliveryAttempts.attempt));
    expect(attempts).toEqual([
      { attempt: 1, outcome: 'failed', code: 'whatsapp_131000' },
      { attempt: 2, outcome: 'sent', code: null },
    ]);
  });

  it('marks a permanent refusal failed at once, without retrying', async () => {
    const account = await createAccount(server, 'patient', { withEmail: false });
    whatsapp.failNext(1, { status: 400, code: 131026 });
    const [messageId = ''] = await confirmBooking(server, account.userId);
    await server.worker.drain();
    const [message] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    expect(message).toMatchObject({ status: 'failed', attempts: 1, lastError: 'whatsapp_131026' });
    expect(message?.failedAt).toBeInstanceOf(Date);
    expect((await jobOf(messageId))?.status).toBe('done');
  });

  it('retries a temporary SMTP refusal (451) and gives up on a final one (550)', async () => {
    const account = await createAccount(server, 'patient');
    const { client } = await signIn(server, account);
    const emailOnly = { sms: false, whatsapp: false, email: true };
    await client.put('/api/account/notification-preferences', {
      preferences: {
        appointments: emailOnly,
        reminders: emailOnly,
        messages: emailOnly,
        orders_billing: emailOnly,
        account_security: emailOnly,
      },
    });
    smtp.failNext(1, 451);
    const [temporary = ''] = await confirmBooking(server, account.userId);
    await server.worker.drain();
    const [retrying] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, temporary));
    expect(retrying).toMatchObject({ status: 'queued', lastError: 'smtp_451' });

    smtp.failNext(1, 550);
    await server.deps.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, (await jobOf(temporary))?.id ?? ''));
    await server.worker.drain();
    const [final] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, temporary));
    expect(final).toMatchObject({ status: 'failed', attempts: 2, lastError: 'smtp_550' });
  });
});

describe('restart safety', () => {
  it('delivers a message queued before a restart exactly once after it', async () => {
    const first = await startTestServer({ env: whatsapp.env });
    const account = await createAccount(first, 'patient', { withEmail: false });
    await confirmBooking(first, account.userId);
    await first.close({ keepDatabase: true });
    expect(whatsapp.received.filter((received) => received.to === digits(account.phone))).toHaveLength(0);

    const second = await startTestServer({ testDatabase: first.testDatabase, env: whatsapp.env });
    try {
      await second.worker.drain();
      await second.worker.drain();
      expect(whatsapp.received.filter((received) => received.to === digits(account.phone))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('WhatsApp status webhook', () => {
  const sign = (body: string) => `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const statusEvent = (id: string, status: string, errors?: { code: number }[]) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1741613400', errors }] },
            },
          ],
        },
      ],
    });
  const post = (body: string, signature: string) =>
    server.client().post('/api/messaging/whatsapp/webhook', body, { 'x-hub-signature-256': signature, origin: '' });

  async function sentWhatsapp(): Promise<{ id: string; providerId: string }> {
    const account = await createAccount(server, 'patient', { withEmail: false });
    const [id = ''] = await confirmBooking(server, account.userId);
    await server.worker.drain();
    const [row] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return { id, providerId: row?.providerMessageId ?? '' };
  }
  const statusOf = async (id: string) =>
    (await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('answers the subscription check only with the right verify token', async () => {
    const client = server.client();
    const ok = await client.get(
      `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    const wrong = await client.get(
      '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    );
    expect(wrong.status).toBe(403);
  });

  it('applies a signed status once: a replay changes nothing, a late "delivered" does not undo "read"', async () => {
    const { id, providerId } = await sentWhatsapp();
    const delivered = statusEvent(providerId, 'delivered');
    const first = await post(delivered, sign(delivered));
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ changed: 1 });
    const afterFirst = await statusOf(id);
    expect(afterFirst?.status).toBe('delivered');

    const replay = await post(delivered, sign(delivered));
    expect(replay.json()).toEqual({ changed: 0 });
    expect((await statusOf(id))?.deliveredAt).toEqual(afterFirst?.deliveredAt);

    const read = statusEvent(providerId, 'read');
    await post(read, sign(read));
    await post(delivered, sign(delivered));
    expect((await statusOf(id))?.status).toBe('read');
  });

  it('records a failure reported by WhatsApp with its error code', async () => {
    const { id, providerId } = await sentWhatsapp();
    const failed = statusEvent(providerId, 'failed', [{ code: 131047 }]);
    await post(failed, sign(failed));
    expect(await statusOf(id)).toMatchObject({ status: 'failed', lastError: 'whatsapp_131047' });
  });

  it('refuses a tampered body, a missing signature or another secret, and changes nothing', async () => {
    const { id, providerId } = await sentWhatsapp();
    const genuine = statusEvent(providerId, 'delivered');
    const tampered = statusEvent(providerId, 'read');
    const forged = `sha256=${createHmac('sha256', 'another-secret').update(tampered).digest('hex')}`;
    for (const [body, signature] of [
      [tampered, sign(genuine)],
      [tampered, forged],
      [tampered, ''],
      [tampered, 'sha256=short'],
    ] as const) {
      const response = await post(body, signature);
      expect(response.status).toBe(400);
      expect(response.json().code).toBe('invalid_signature');
    }
    expect((await statusOf(id))?.status).toBe('sent');
  });

  it('answers 400 (not 500) to a signed body that is not JSON', async () => {
    const response = await post('not json', sign('not json'));
    expect(response.status).toBe(400);
  });
});

describe('staff delivery screens', () => {
  it('refuse anonymous callers (401), patients and doctors (403)', async () => {
    expect((await server.client().get('/api/admin/deliveries')).status).toBe(401);
    for (const role of ['patient', 'medecin'] as const) {
      const { client } = await signedIn(server, role);
      expect((await client.get('/api/admin/deliveries')).status).toBe(403);
      expect((await client.post('/api/admin/test-email', { to: 'ops@example.cm' })).status).toBe(403);
      expect((await client.post('/api/admin/test-whatsapp', { to: '+237670000001' })).status).toBe(403);
      expect((await client.get('/api/admin/messaging/channels')).status).toBe(403);
    }
    expect((await server.client().get('/api/admin/messaging/channels')).status).toBe(401);
  });

  it('say which channels reach a provider (SMS has none here: it goes to the log)', async () => {
    const { client } = await signedIn(server, 'personnel_operationnel');
    const answer = await client.get('/api/admin/messaging/channels');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ channels: { email: true, whatsapp: true, sms: false } });
  });

  it('write the test e-mail in the chosen language', async () => {
    const { client } = await signedIn(server, 'admin');
    const queued = await client.post('/api/admin/test-email', { to: 'ops.en@example.cm', language: 'en' });
    expect(queued.status).toBe(202);
    await server.worker.drain();
    const mail = smtp.received.find((received) => received.to.includes('ops.en@example.cm'));
    expect(mail?.subject).toBe('Santé à Domicile test message');
    expect(mail?.language).toBe('en');
  });

  it('send a test e-mail and follow its delivery; the list never shows the recipient or the text', async () => {
    const { client } = await signedIn(server, 'admin');
    const queued = await client.post('/api/admin/test-email', { to: 'Ops.Test@Example.cm' });
    expect(queued.status).toBe(202);
    const { delivery, providerConfigured } = queued.json<{
      delivery: { id: string; status: string };
      providerConfigured: boolean;
    }>();
    expect(delivery.status).toBe('queued');
    expect(providerConfigured).toBe(true);
    await server.worker.drain();
    const mail = smtp.received.find((received) => received.to.includes('ops.test@example.cm'));
    expect(mail?.subject).toBe('Message de test Santé à Domicile');

    const followed = await client.get(`/api/admin/deliveries/${delivery.id}`);
    expect(followed.json<{ delivery: { status: string; attempts: number } }>().delivery).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    const list = await client.get('/api/admin/deliveries?channel=email&status=sent');
    expect(list.status).toBe(200);
    const deliveries = list.json<{ deliveries: Record<string, unknown>[] }>().deliveries;
    expect(deliveries.some((row) => row.id === delivery.id)).toBe(true);
    expect(deliveries.every((row) => row.channel === 'email' && row.status === 'sent')).toBe(true);
    expect(JSON.stringify(deliveries)).not.toContain('example.cm');
    expect(Object.keys(deliveries[0] ?? {})).not.toContain('recipient');
  });

  it('send a test WhatsApp with the hello_world template', async () => {
    const { client } = await signedIn(server, 'personnel_operationnel');
    const queued = await client.post('/api/admin/test-whatsapp', { to: '6 70 00 00 09' });
    expect(queued.status).toBe(202);
    await server.worker.drain();
    const sent = whatsapp.received.find((received) => received.to === '237670000009');
    expect(sent?.template).toEqual({ name: 'hello_world', language: { code: 'en_US' }, components: [] });
  });

  it('answer 400 with field errors to bad input, 404 to an unknown or malformed id', async () => {
    const { client } = await signedIn(server, 'admin');
    const badEmail = await client.post('/api/admin/test-email', { to: 'pas-un-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json().fieldErrors).toEqual({ to: ['validation.invalidEmail'] });
    const badPhone = await client.post('/api/admin/test-whatsapp', { to: '12' });
    expect(badPhone.json().fieldErrors).toEqual({ to: ['validation.invalidPhone'] });
    const badLanguage = await client.post('/api/admin/test-email', { to: 'ops@example.cm', language: 'de' });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.json().fieldErrors).toEqual({ language: ['validation.selectOption'] });
    expect((await client.get('/api/admin/deliveries?status=lost')).status).toBe(400);
    expect((await client.get('/api/admin/deliveries/not-a-uuid')).status).toBe(404);
    expect((await client.get('/api/admin/deliveries/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('PUT /api/account/language', () => {
  it('stores a known language and refuses anything else', async () => {
    const account = await createAccount(server, 'patient');
    const { client } = await signIn(server, account);
    const saved = await client.put('/api/account/language', { language: 'ha' });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ language: 'ha' });
    const [profile] = await server.deps.db
      .select({ language: userProfiles.language })
      .from(userProfiles)
      .where(eq(userProfiles.userId, account.userId));
    expect(profile?.language).toBe('ha');
    const refused = await client.put('/api/account/language', { language: 'de' });
    expect(refused.status).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ language: ['validation.selectOption'] });
    expect((await server.client().put('/api/account/language', { language: 'fr' })).status).toBe(401);
  });
});
