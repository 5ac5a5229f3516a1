import {
  PAYMENT_REFUND_DUE_EVENT,
  type AdminPaymentsResponse,
  type PaymentRefundDueMessage,
  type PaymentResponse,
  type PaymentView,
} from '@sante/shared/payment-constants';
import { and, eq, sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { payableSettlements, payments, sandboxTransactions } from '../../db/schema/payments';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { useTestPayables } from '../../testing/test-payables';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { PAYMENT_REFUND_DUE_JOB } from './payment-refund-due';
import { POLL_PAYMENT_JOB } from './poll-payment';
import { sandboxWebhookHeaders } from './sandbox-provider';

let server: TestServer;
let patient: SignedIn;
const bookings = useTestPayables();

beforeAll(async () => {
  server = await startTestServer();
  patient = await signedIn(server, 'patient');
});
afterAll(() => server.close());

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

async function pay(
  client: TestClient,
  payableId: string,
  overrides: Record<string, unknown> = {},
): Promise<PaymentView> {
  const res = await client.post('/api/payments', {
    payableType: 'booking',
    payableId,
    method: 'mtn_momo',
    phone: '674 48 17 21',
    idempotencyKey: newKey(),
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.json<PaymentResponse>().payment;
}

async function rowOf(id: string) {
  const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('payment not found');
  return row;
}

/** A sandbox webhook signed with the server's key (what the sandbox sends after the payer's answer). */
function sandboxWebhook(reference: string, data: Record<string, unknown> = {}, eventId = `evt_${newKey()}`) {
  const rawBody = JSON.stringify({
    id: eventId,
    event: 'payment.complete',
    data: { reference, status: 'complete', amount: 15_000, currency: 'XAF', ...data },
  });
  const headers = Object.fromEntries(sandboxWebhookHeaders(server.deps.env.SANDBOX_WEBHOOK_SECRET, rawBody));
  return { rawBody, headers };
}

const postWebhook = (webhook: { rawBody: string; headers: Record<string, string> }) =>
  server.client().post('/api/payments/webhooks/sandbox', webhook.rawBody, webhook.headers);

async function auditCount(action: string, targetId: string) {
  const [row] = await server.deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  return row?.count ?? 0;
}

describe('POST /api/payments (sandbox provider)', () => {
  it('starts a mobile-money payment the payer approves on their phone; the payer and staff read it, nobody else', async () => {
    const bookingId = bookings.add(patient.userId);
    const payment = await pay(patient.client, bookingId);
    expect(payment).toMatchObject({
      payableType: 'booking',
      payableId: bookingId,
      amount: 15_000,
      currency: 'XAF',
      provider: 'sandbox',
      method: 'mtn_momo',
      status: 'pending',
      nextAction: { type: 'approve_on_phone' },
      failureCode: null,
    });
    expect((await rowOf(payment.id)).phone).toBe('+237674481721');
    expect((await patient.client.get(`/api/payments/${payment.id}`)).json<PaymentResponse>().payment).toEqual(payment);
    expect((await patient.client.get(`/api/payments/sandbox/${payment.id}`)).status).toBe(200);

    const other = await signedIn(server, 'patient');
    for (const res of [
      await other.client.get(`/api/payments/${payment.id}`),
      await other.client.get(`/api/payments/sandbox/${payment.id}`),
      await other.client.post(`/api/payments/sandbox/${payment.id}/approve`),
      await other.client.get('/api/payments/not-a-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const staff = await signedIn(server, 'personnel_operationnel');
    expect((await staff.client.get(`/api/payments/${payment.id}`)).status).toBe(200);
    expect((await server.client().get(`/api/payments/${payment.id}`)).status).toBe(401);
    expect(await auditCount('payment.initiate', payment.id)).toBe(1);
  });

  it('refuses another patient’s booking, unknown payable types, a changed price and bad input, with 4xx codes', async () => {
    const other = await signedIn(server, 'patient');
    const othersBooking = bookings.add(other.userId);
    const body = { payableType: 'booking', method: 'mtn_momo', phone: '674481721', idempotencyKey: newKey() };
    expect((await patient.client.post('/api/payments', { ...body, payableId: othersBooking })).status).toBe(404);
    const invoice = await patient.client.post('/api/payments', {
      ...body,
      payableType: 'invoice',
      payableId: bookings.add(patient.userId),
    });
    expect(invoice.status).toBe(404);

    const bookingId = bookings.add(patient.userId, 20_000);
    const changed = await patient.client.post('/api/payments', { ...body, payableId: bookingId, amount: 15_000 });
    expect(changed.status).toBe(409);
    expect(changed.json().code).toBe('payment_amount_mismatch');

    const invalid = await patient.client.post('/api/payments', {
      ...body,
      payableId: bookingId,
      phone: '12',
      method: 'paypal',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toMatchObject({
      phone: ['validation.invalidPhone'],
      method: ['validation.selectOption'],
    });
    const noPhone = await patient.client.post('/api/payments', { ...body, payableId: bookingId, phone: undefined });
    expect(noPhone.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      phone: ['validation.required'],
    });
    const doctor = await signedIn(server, 'medecin');
    expect((await doctor.client.post('/api/payments', { ...body, payableId: bookingId })).status).toBe(403);
  });

  it('answers a retry with the same key with the first answer, and 20 concurrent retries call the provider once', async () => {
    const bookingId = bookings.add(patient.userId);
    const body = {
      payableType: 'booking',
      payableId: bookingId,
      method: 'orange_money',
      phone: '656019261',
      idempotencyKey: newKey(),
    };
    const first = await patient.client.post('/api/payments', body);
    expect(first.status).toBe(201);
    const retry = await patient.client.post('/api/payments', body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);

    const reused = await patient.client.post('/api/payments', { ...body, payableId: bookings.add(patient.userId) });
    expect(reused.status).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');

    const concurrentBooking = bookings.add(patient.userId);
    const before = await server.deps.db.select({ count: sql<number>`count(*)::int` }).from(sandboxTransactions);
    const concurrent = { ...body, payableId: concurrentBooking, idempotencyKey: newKey() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => patient.client.post('/api/payments', concurrent)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(answers.map((res) => res.json<PaymentResponse>().payment.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    const after = await server.deps.db.select({ count: sql<number>`count(*)::int` }).from(sandboxTransactions);
    expect((after[0]?.count ?? 0) - (before[0]?.count ?? 0)).toBe(1);
    const rows = await server.deps.db.select().from(payments).where(eq(payments.payableId, concurrentBooking));
    expect(rows).toHaveLength(1);
  });
});

describe('the sandbox page', () => {
  it('approve: the signed sandbox webhook marks it paid once and runs the success hook; the payable cannot be paid twice', async () => {
    const bookingId = bookings.add(patient.userId);
    const payment = await pay(patient.client, bookingId);
    const approved = await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json<PaymentResponse>().payment).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
    expect(await auditCount('payment.succeeded', payment.id)).toBe(1);

    const again = await patient.client.post(`/api/payments/sandbox/${payment.id}/decline`);
    expect(again.status).toBe(409);
    expect(again.json().code).toBe('payment_not_pending');
    const second = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: bookingId,
      method: 'mtn_momo',
      phone: '674481721',
      idempotencyKey: newKey(),
    });
    expect(second.status).toBe(409);
    expect(second.json().code).toBe('payable_already_paid');
  });

  it('decline: the payment fails (declined) and nothing is confirmed', async () => {
    const payment = await pay(patient.client, bookings.add(patient.userId));
    const declined = await patient.client.post(`/api/payments/sandbox/${payment.id}/decline`);
    expect(declined.json<PaymentResponse>().payment).toMatchObject({ status: 'failed', failureCode: 'declined' });
    expect(bookings.succeeded.some((row) => row.id === payment.id)).toBe(false);
  });
});

describe('POST /api/payments/webhooks/{provider}', () => {
  async function approvedAtProvider() {
    const payment = await pay(patient.client, bookings.add(patient.userId));
    const { providerReference } = await rowOf(payment.id);
    if (!providerReference) throw new Error('no reference');
    await server.deps.db
      .update(sandboxTransactions)
      .set({ status: 'complete' })
      .where(eq(sandboxTransactions.reference, providerReference));
    return { payment, reference: providerReference };
  }

  it('credits once when the same webhook is replayed 100 times', async () => {
    const { payment, reference } = await approvedAtProvider();
    const webhook = sandboxWebhook(reference);
    const outcomes: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(webhook)));
      for (const res of answers) {
        expect(res.status).toBe(200);
        outcomes.push(res.json<{ outcome: string }>().outcome);
      }
    }
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(99);
    expect((await rowOf(payment.id)).status).toBe('succeeded');
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
    expect(await auditCount('payment.succeeded', payment.id)).toBe(1);
  });

  it('refuses a tampered signature or body', async () => {
    const { payment, reference } = await approvedAtProvider();
    const webhook = sandboxWebhook(reference);
    const tampered = await postWebhook({ ...webhook, rawBody: webhook.rawBody.replace('15000', '15001') });
    expect(tampered.status).toBe(400);
    expect(tampered.json().code).toBe('invalid_signature');
    const unsigned = await postWebhook({ ...webhook, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const wrongKey = await postWebhook({ ...webhook, headers: { 'x-sandbox-signature': 'ab'.repeat(32) } });
    expect(wrongKey.status).toBe(400);
    expect((await rowOf(payment.id)).status).toBe('pending');
    expect((await server.client().post('/api/payments/webhooks/cash', webhook.rawBody, webhook.headers)).status).toBe(
      404,
    );
    expect((await server.client().post('/api/payments/webhooks/paypal', webhook.rawBody)).status).toBe(404);
  });

  it('refuses and audits a signed webhook with the wrong amount or currency', async () => {
    const { payment, reference } = await approvedAtProvider();
    const cheaper = await postWebhook(sandboxWebhook(reference, { amount: 100 }));
    expect(cheaper.status).toBe(409);
    expect(cheaper.json().code).toBe('payment_amount_mismatch');
    const euros = await postWebhook(sandboxWebhook(reference, { currency: 'EUR' }));
    expect(euros.status).toBe(409);
    expect((await rowOf(payment.id)).status).toBe('pending');
    expect(await auditCount('payment.amount_mismatch', payment.id)).toBe(2);
  });

  it('does not mark paid a webhook whose status the provider denies', async () => {
    const payment = await pay(patient.client, bookings.add(patient.userId));
    const { providerReference } = await rowOf(payment.id);
    const res = await postWebhook(sandboxWebhook(providerReference ?? ''));
    expect(res.status).toBe(200);
    expect(res.json<{ outcome: string }>().outcome).toBe('applied');
    expect((await rowOf(payment.id)).status).toBe('pending');
    expect(bookings.succeeded.some((row) => row.id === payment.id)).toBe(false);
  });

  it('acknowledges an event for an unknown reference without changing anything', async () => {
    const res = await postWebhook(sandboxWebhook('sbx_unknown'));
    expect(res.json<{ outcome: string }>().outcome).toBe('unknown_payment');
  });
});

async function runDuePolls(paymentId: string) {
  await server.deps.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(
      and(
        eq(jobs.kind, POLL_PAYMENT_JOB),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'paymentId' = ${paymentId}`,
      ),
    );
  await server.worker.drain();
}

describe('the poll job', () => {
  it('finalises a pending payment whose webhook never came, and re-schedules itself while it stays pending', async () => {
    const payment = await pay(patient.client, bookings.add(patient.userId));
    await runDuePolls(payment.id);
    expect((await rowOf(payment.id)).status).toBe('pending');
    const scheduled = await server.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, POLL_PAYMENT_JOB), sql`${jobs.payload}->>'paymentId' = ${payment.id}`));
    expect(scheduled.map((job) => [job.status, job.payload.round]).sort()).toEqual([
      ['done', 0],
      ['pending', 1],
    ]);

    const { providerReference } = await rowOf(payment.id);
    await server.deps.db
      .update(sandboxTransactions)
      .set({ status: 'complete' })
      .where(eq(sandboxTransactions.reference, providerReference ?? ''));
    await runDuePolls(payment.id);
    expect((await rowOf(payment.id)).status).toBe('succeeded');
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
  });

  it('expires a payment still pending past the provider’s limit', async () => {
    const payment = await pay(patient.client, bookings.add(patient.userId));
    await server.deps.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 4 * 60 * 60_000) })
      .where(eq(payments.id, payment.id));
    await runDuePolls(payment.id);
    expect(await rowOf(payment.id)).toMatchObject({ status: 'expired', failureCode: 'expired' });
  });
});

describe('cash', () => {
  it('stays pending until the doctor of the booking or staff settles it (audited)', async () => {
    const doctor = await signedIn(server, 'medecin');
    const otherDoctor = await signedIn(server, 'medecin');
    const bookingId = bookings.add(patient.userId, 25_000, doctor.userId);
    const payment = await pay(patient.client, bookingId, { method: 'cash', phone: undefined });
    expect(payment).toMatchObject({
      provider: 'cash',
      status: 'pending',
      nextAction: { type: 'none' },
      amount: 25_000,
    });

    expect((await patient.client.post(`/api/payments/${payment.id}/settle-cash`)).status).toBe(403);
    expect((await otherDoctor.client.post(`/api/payments/${payment.id}/settle-cash`)).status).toBe(404);
    const settled = await doctor.client.post(`/api/payments/${payment.id}/settle-cash`);
    expect(settled.status).toBe(200);
    expect(settled.json<PaymentResponse>().payment.status).toBe('succeeded');
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
    const [row] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.succeeded'), eq(auditLog.targetId, payment.id)));
    expect(row).toMatchObject({ actorId: doctor.userId, actorRole: 'medecin', details: { origin: 'cash' } });
    expect((await doctor.client.post(`/api/payments/${payment.id}/settle-cash`)).json().code).toBe(
      'payment_not_pending',
    );

    const staff = await signedIn(server, 'admin');
    const mobile = await pay(patient.client, bookings.add(patient.userId));
    expect((await staff.client.post(`/api/payments/${mobile.id}/settle-cash`)).json().code).toBe('payment_not_cash');
  });
});

describe('/api/admin/payments', () => {
  it('lists payments with filters and reconciles one by hand with a reason (audited); patients are refused', async () => {
    const staff = await signedIn(server, 'personnel_operationnel');
    const payment = await pay(patient.client, bookings.add(patient.userId));
    const list = await staff.client.get(
      `/api/admin/payments?status=pending&provider=sandbox&payableId=${payment.payableId}`,
    );
    expect(list.status).toBe(200);
    const [listed] = list.json<AdminPaymentsResponse>().payments;
    expect(listed).toMatchObject({ id: payment.id, payerId: patient.userId, phone: '+237674481721' });
    expect(listed?.providerReference).toMatch(/^sbx_/);
    expect((await staff.client.get('/api/admin/payments?status=lost')).status).toBe(400);
    expect((await patient.client.get('/api/admin/payments')).status).toBe(403);
    expect((await patient.client.post(`/api/admin/payments/${payment.id}/reconcile`, {})).status).toBe(403);

    const reread = await staff.client.post(`/api/admin/payments/${payment.id}/reconcile`, {});
    expect(reread.status).toBe(200);
    expect(reread.json<{ payment: PaymentView }>().payment.status).toBe('pending');

    const noReason = await staff.client.post(`/api/admin/payments/${payment.id}/reconcile`, {
      resolution: 'succeeded',
    });
    expect(noReason.status).toBe(400);
    const manual = await staff.client.post(`/api/admin/payments/${payment.id}/reconcile`, {
      resolution: 'succeeded',
      reason: 'Reçu MTN vérifié par téléphone',
    });
    expect(manual.status).toBe(200);
    expect(manual.json<{ payment: PaymentView }>().payment.status).toBe('succeeded');
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
    expect(await auditCount('payment.reconcile', payment.id)).toBe(2);
    const refused = await staff.client.post(`/api/admin/payments/${payment.id}/reconcile`, {
      resolution: 'failed',
      reason: 'Erreur de saisie',
    });
    expect(refused.json().code).toBe('payment_not_pending');
    expect((await staff.client.post(`/api/admin/payments/${crypto.randomUUID()}/reconcile`, {})).status).toBe(404);
  });
});

describe('one payable, settled by one payment (issue #9 §2)', () => {
  const staffList = async (query: string) => {
    const staff = await signedIn(server, 'admin');
    const res = await staff.client.get(`/api/admin/payments?${query}`);
    expect(res.status).toBe(200);
    return res.json<AdminPaymentsResponse>().payments;
  };

  async function settlementsOf(payableId: string) {
    return server.deps.db.select().from(payableSettlements).where(eq(payableSettlements.payableId, payableId));
  }

  async function refundDuePushes(paymentIds: string[]) {
    const queued = await server.deps.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_REFUND_DUE_JOB));
    return queued.filter((job) => paymentIds.includes(String(job.payload.paymentId)));
  }

  it('a booking of 20,000 paid by MTN, then Orange, then cash: MTN settles it, the other two are to refund, staff are told', async () => {
    const doctor = await signedIn(server, 'medecin');
    const bookingId = bookings.add(patient.userId, 20_000, doctor.userId);
    const mtn = await pay(patient.client, bookingId, { method: 'mtn_momo' });
    const orange = await pay(patient.client, bookingId, { method: 'orange_money', phone: '656019261' });
    const cash = await pay(patient.client, bookingId, { method: 'cash', phone: undefined });

    const staff = await signedIn(server, 'personnel_operationnel');
    const cookie = [...staff.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: Socket = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: server.baseUrl },
      reconnection: false,
    });
    const told: PaymentRefundDueMessage[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.on(PAYMENT_REFUND_DUE_EVENT, (message: PaymentRefundDueMessage) => told.push(message));

      const first = await patient.client.post(`/api/payments/sandbox/${mtn.id}/approve`);
      expect(first.json<PaymentResponse>().payment).toMatchObject({ status: 'succeeded', refundReason: null });
      const second = await patient.client.post(`/api/payments/sandbox/${orange.id}/approve`);
      expect(second.status).toBe(200);
      expect(second.json<PaymentResponse>().payment).toMatchObject({
        status: 'succeeded',
        refundReason: 'duplicate_payment',
      });
      const third = await doctor.client.post(`/api/payments/${cash.id}/settle-cash`);
      expect(third.status).toBe(200);
      expect(third.json<PaymentResponse>().payment).toMatchObject({
        status: 'succeeded',
        refundReason: 'duplicate_payment',
      });
      await server.worker.drain();
      await expect.poll(() => told.length).toBe(2);
    } finally {
      socket.disconnect();
    }
    expect(told.map((message) => message.paymentId).sort()).toEqual([orange.id, cash.id].sort());
    expect(told[0]).toMatchObject({ payableType: 'booking', payableId: bookingId, reason: 'duplicate_payment' });

    expect(await settlementsOf(bookingId)).toMatchObject([{ paymentId: mtn.id }]);
    expect(bookings.succeeded.filter((row) => row.payableId === bookingId).map((row) => row.id)).toEqual([mtn.id]);
    const listed = await staffList(`payableId=${bookingId}`);
    expect(listed).toHaveLength(3);
    const byId = new Map(listed.map((row) => [row.id, row]));
    expect(byId.get(mtn.id)).toMatchObject({ status: 'succeeded', refundDue: false, refundReason: null });
    for (const id of [orange.id, cash.id]) {
      expect(byId.get(id)).toMatchObject({ status: 'succeeded', refundDue: true, refundReason: 'duplicate_payment' });
    }
    const due = await staffList(`payableId=${bookingId}&refundDue=true`);
    expect(due.map((row) => row.id).sort()).toEqual([orange.id, cash.id].sort());
    const [audited] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.succeeded'), eq(auditLog.targetId, cash.id)));
    expect(audited?.details).toMatchObject({ origin: 'cash', refundReason: 'duplicate_payment' });

    const fourth = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: bookingId,
      method: 'cash',
      idempotencyKey: newKey(),
    });
    expect(fourth.status).toBe(409);
    expect(fourth.json().code).toBe('payable_already_paid');
  });

  it('20 concurrent approvals of 20 attempts for one booking: exactly one settles it, the 19 others are to refund', async () => {
    const bookingId = bookings.add(patient.userId, 20_000);
    const attempts: PaymentView[] = [];
    for (let i = 0; i < 20; i++) attempts.push(await pay(patient.client, bookingId));
    const answers = await Promise.all(
      attempts.map((attempt) => patient.client.post(`/api/payments/sandbox/${attempt.id}/approve`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array<number>(20).fill(200));
    const views = answers.map((res) => res.json<PaymentResponse>().payment);
    expect(views.every((view) => view.status === 'succeeded')).toBe(true);
    const settling = views.filter((view) => view.refundReason === null);
    expect(settling).toHaveLength(1);
    expect(views.filter((view) => view.refundReason === 'duplicate_payment')).toHaveLength(19);
    expect(await settlementsOf(bookingId)).toMatchObject([{ paymentId: settling[0]?.id }]);
    expect(bookings.succeeded.filter((row) => row.payableId === bookingId)).toHaveLength(1);
    const duplicates = views.filter((view) => view.refundReason !== null).map((view) => view.id);
    expect(await refundDuePushes(duplicates)).toHaveLength(19);
    expect(await staffList(`payableId=${bookingId}&refundDue=true`)).toHaveLength(19);
  });

  it('a success found by the poll job or settled by staff after the payable was paid is to refund too', async () => {
    const bookingId = bookings.add(patient.userId);
    const first = await pay(patient.client, bookingId);
    const polled = await pay(patient.client, bookingId);
    const declined = await pay(patient.client, bookingId);
    await patient.client.post(`/api/payments/sandbox/${first.id}/approve`);
    await patient.client.post(`/api/payments/sandbox/${declined.id}/decline`);
    const { providerReference } = await rowOf(polled.id);
    await server.deps.db
      .update(sandboxTransactions)
      .set({ status: 'complete' })
      .where(eq(sandboxTransactions.reference, providerReference ?? ''));
    await runDuePolls(polled.id);
    expect(await rowOf(polled.id)).toMatchObject({ status: 'succeeded', refundReason: 'duplicate_payment' });

    const staff = await signedIn(server, 'admin');
    const manual = await staff.client.post(`/api/admin/payments/${declined.id}/reconcile`, {
      resolution: 'succeeded',
      reason: 'Reçu Orange vérifié par téléphone',
    });
    expect(manual.status).toBe(200);
    expect(manual.json<{ payment: AdminPaymentsResponse['payments'][number] }>().payment).toMatchObject({
      status: 'succeeded',
      refundDue: true,
      refundReason: 'duplicate_payment',
    });
    expect(await settlementsOf(bookingId)).toMatchObject([{ paymentId: first.id }]);
    expect(bookings.succeeded.filter((row) => row.payableId === bookingId)).toHaveLength(1);
    expect(await refundDuePushes([polled.id, declined.id])).toHaveLength(2);
  });

  it('settling a payable cancels its other open attempts (audited); a confirmation that comes anyway is recorded, to refund', async () => {
    const bookingId = bookings.add(patient.userId);
    const settling = await pay(patient.client, bookingId);
    const confirmedByWebhook = await pay(patient.client, bookingId);
    const confirmedByPoll = await pay(patient.client, bookingId);
    const cash = await pay(patient.client, bookingId, { method: 'cash', phone: undefined });
    await patient.client.post(`/api/payments/sandbox/${settling.id}/approve`);
    for (const open of [confirmedByWebhook, confirmedByPoll, cash]) {
      expect(await rowOf(open.id)).toMatchObject({
        status: 'cancelled',
        failureCode: 'payable_settled',
        refundReason: null,
      });
      expect(await auditCount('payment.cancelled', open.id)).toBe(1);
    }
    const seen = await patient.client.get(`/api/payments/${confirmedByWebhook.id}`);
    expect(seen.json<PaymentResponse>().payment).toMatchObject({ status: 'cancelled', failureCode: 'payable_settled' });

    // Mobile money cannot be recalled: the payer approves on their phone anyway, the provider confirms.
    const completeAtProvider = async (paymentId: string) => {
      const { providerReference } = await rowOf(paymentId);
      await server.deps.db
        .update(sandboxTransactions)
        .set({ status: 'complete' })
        .where(eq(sandboxTransactions.reference, providerReference ?? ''));
      return providerReference ?? '';
    };
    expect((await postWebhook(sandboxWebhook(await completeAtProvider(confirmedByWebhook.id)))).status).toBe(200);
    expect(await rowOf(confirmedByWebhook.id)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
      refundReason: 'duplicate_payment',
    });
    // The poll keeps asking the provider about a cancelled attempt (until the provider's own limit).
    await runDuePolls(confirmedByPoll.id);
    expect((await rowOf(confirmedByPoll.id)).status, 'still pending at the provider').toBe('cancelled');
    await completeAtProvider(confirmedByPoll.id);
    await runDuePolls(confirmedByPoll.id);
    expect(await rowOf(confirmedByPoll.id)).toMatchObject({ status: 'succeeded', refundReason: 'duplicate_payment' });

    expect(await settlementsOf(bookingId)).toMatchObject([{ paymentId: settling.id }]);
    expect(bookings.succeeded.filter((row) => row.payableId === bookingId).map((row) => row.id)).toEqual([settling.id]);
    expect(await refundDuePushes([confirmedByWebhook.id, confirmedByPoll.id])).toHaveLength(2);
  });

  it('the database keeps one settlement per payable: a second one is refused even outside the code', async () => {
    const bookingId = bookings.add(patient.userId);
    const first = await pay(patient.client, bookingId);
    const second = await pay(patient.client, bookingId);
    await patient.client.post(`/api/payments/sandbox/${first.id}/approve`);
    await expect(
      server.deps.db
        .insert(payableSettlements)
        .values({ payableType: 'booking', payableId: bookingId, paymentId: second.id, amount: second.amount }),
    ).rejects.toThrow();
  });
});
