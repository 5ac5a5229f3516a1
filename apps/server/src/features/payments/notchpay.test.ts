import type { AdminPaymentsResponse, PaymentResponse, PaymentView } from '@sante/shared/payment-constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import {
  notchPayEnv,
  startFakeNotchPay,
  type FakeNotchPay,
  type FakeNotchTransaction,
} from '../../testing/fake-notchpay';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { useTestPayables } from '../../testing/test-payables';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { notchPayProvider } from './notchpay-provider';
import { ProviderUnavailableError } from './payment-provider';
import { PAYMENT_REFUND_DUE_JOB } from './payment-refund-due';
import { POLL_PAYMENT_JOB } from './poll-payment';

let fake: FakeNotchPay;
let server: TestServer;
let patient: SignedIn;
const bookings = useTestPayables();

beforeAll(async () => {
  fake = await startFakeNotchPay();
  server = await startTestServer({
    env: notchPayEnv(fake),
  });
  patient = await signedIn(server, 'patient');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

let keyCounter = 0;

async function pay(
  method: 'mtn_momo' | 'orange_money',
  phone: string,
  amount = 15_000,
  payableId = bookings.add(patient.userId, amount),
) {
  const res = await patient.client.post('/api/payments', {
    payableType: 'booking',
    payableId,
    method,
    phone,
    idempotencyKey: `notch-key-${++keyCounter}`,
  });
  expect(res.status).toBe(201);
  const payment = res.json<PaymentResponse>().payment;
  const transaction = fake.byMerchantReference(payment.id);
  if (!transaction) throw new Error('the fake saw no transaction');
  return { payment, transaction };
}

async function statusOf(id: string) {
  const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

const postWebhook = (webhook: { rawBody: string; headers: Record<string, string> }) =>
  server.client().post('/api/payments/webhooks/notchpay', webhook.rawBody, webhook.headers);

const complete = (transaction: FakeNotchTransaction) => {
  transaction.status = 'complete';
};

describe('Notch Pay against its local fake', () => {
  it('initialises then charges the MTN or Orange number directly (the payer approves on their phone)', async () => {
    const mtn = await pay('mtn_momo', '+237674481721');
    expect(mtn.payment).toMatchObject({
      provider: 'notchpay',
      status: 'processing',
      nextAction: { type: 'approve_on_phone' },
    });
    expect(mtn.transaction).toMatchObject({
      amount: 15_000,
      currency: 'XAF',
      channel: 'cm.mtn',
      phone: '237674481721',
    });
    expect((await statusOf(mtn.payment.id))?.providerReference).toBe(mtn.transaction.reference);
    expect(fake.calls.slice(-2)).toEqual(['POST /payments', `PUT /payments/${mtn.transaction.reference}`]);

    const orange = await pay('orange_money', '656019261');
    expect(orange.transaction).toMatchObject({ channel: 'cm.orange', phone: '237656019261' });
  });

  it('marks paid only when the status endpoint confirms the signed webhook, once', async () => {
    const { payment, transaction } = await pay('mtn_momo', '674481721');
    const early = fake.signedWebhook(transaction);
    expect((await postWebhook(early)).status).toBe(200);
    expect((await statusOf(payment.id))?.status).toBe('processing');

    complete(transaction);
    const confirmed = fake.signedWebhook(transaction);
    for (let i = 0; i < 5; i++) expect((await postWebhook(confirmed)).status).toBe(200);
    expect((await statusOf(payment.id))?.status).toBe('succeeded');
    expect(bookings.succeeded.filter((row) => row.id === payment.id)).toHaveLength(1);
    const read = await patient.client.get(`/api/payments/${payment.id}`);
    expect(read.json<{ payment: PaymentView }>().payment.status).toBe('succeeded');
  });

  it('refuses a tampered x-notch-signature and a signed webhook with the wrong amount', async () => {
    const { payment, transaction } = await pay('mtn_momo', '674481721');
    complete(transaction);
    const webhook = fake.signedWebhook(transaction);
    const tampered = await postWebhook({ ...webhook, headers: { 'x-notch-signature': '0'.repeat(64) } });
    expect(tampered.status).toBe(400);
    const forged = await postWebhook({ ...webhook, rawBody: webhook.rawBody.replace('"complete"', '"failed"') });
    expect(forged.status).toBe(400);
    const wrongAmount = await postWebhook(fake.signedWebhook(transaction, { amount: 150 }));
    expect(wrongAmount.status).toBe(409);
    expect((await statusOf(payment.id))?.status).toBe('processing');
  });

  it('fails (amount_mismatch) a payment the provider completed for another amount', async () => {
    const { payment, transaction } = await pay('mtn_momo', '674481721');
    complete(transaction);
    transaction.amount = 100;
    await postWebhook(fake.signedWebhook(transaction, { amount: 15_000 }));
    expect(await statusOf(payment.id)).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
    expect(bookings.succeeded.some((row) => row.id === payment.id)).toBe(false);
  });

  it('keeps a payment the provider reports failed from being paid', async () => {
    const { payment, transaction } = await pay('orange_money', '656000000');
    transaction.status = 'failed';
    await postWebhook(fake.signedWebhook(transaction, { status: 'complete' }));
    expect(await statusOf(payment.id)).toMatchObject({ status: 'failed', failureCode: 'declined' });
  });

  it('the poll job finalises a payment whose webhook never came, reading payment.status too', async () => {
    const { payment, transaction } = await pay('mtn_momo', '674481721');
    complete(transaction);
    fake.statusShape = 'payment';
    try {
      await server.deps.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(and(eq(jobs.kind, POLL_PAYMENT_JOB), sql`${jobs.payload}->>'paymentId' = ${payment.id}`));
      await server.worker.drain();
    } finally {
      fake.statusShape = 'transaction';
    }
    expect((await statusOf(payment.id))?.status).toBe('succeeded');
  });

  it('confirms two attempts of one 20,000 booking (40,000 collected): the first settles it, the second is to refund', async () => {
    const bookingId = bookings.add(patient.userId, 20_000);
    const first = await pay('mtn_momo', '674481721', 20_000, bookingId);
    const second = await pay('orange_money', '656019261', 20_000, bookingId);
    complete(first.transaction);
    complete(second.transaction);
    expect((await postWebhook(fake.signedWebhook(first.transaction))).status).toBe(200);
    expect((await postWebhook(fake.signedWebhook(second.transaction))).status).toBe(200);
    expect(await statusOf(first.payment.id)).toMatchObject({ status: 'succeeded', refundReason: null });
    expect(await statusOf(second.payment.id)).toMatchObject({
      status: 'succeeded',
      refundReason: 'duplicate_payment',
    });
    expect(bookings.succeeded.filter((row) => row.payableId === bookingId).map((row) => row.id)).toEqual([
      first.payment.id,
    ]);
    const staff = await signedIn(server, 'admin');
    const due = await staff.client.get(`/api/admin/payments?payableId=${bookingId}&refundDue=true`);
    expect(due.json<AdminPaymentsResponse>().payments).toMatchObject([
      { id: second.payment.id, refundDue: true, refundReason: 'duplicate_payment', amount: 20_000 },
    ]);
    const told = await server.deps.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_REFUND_DUE_JOB));
    expect(told.filter((job) => job.payload.paymentId === second.payment.id)).toHaveLength(1);
    const third = await patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: bookingId,
      method: 'mtn_momo',
      phone: '674481721',
      idempotencyKey: `notch-key-${++keyCounter}`,
    });
    expect(third.status).toBe(409);
    expect(third.json().code).toBe('payable_already_paid');
  });

  it('client: reads the status in both documented shapes, and reports an unreachable API as unavailable', async () => {
    const provider = notchPayProvider({
      apiBase: fake.baseUrl,
      publicKey: fake.publicKey,
      hashKey: fake.hashKey,
      callbackUrl: 'http://localhost/patient/payment',
    });
    const started = await provider.initiate({
      payment: { id: crypto.randomUUID(), amount: 5_000, currency: 'XAF', description: 'Test' },
      method: 'mtn_momo',
      phone: '+237674481721',
    });
    const transaction = fake.transactions.get(started.providerReference);
    if (!transaction) throw new Error('missing');
    transaction.status = 'canceled';
    expect(await provider.fetchStatus(started.providerReference)).toEqual({
      status: 'cancelled',
      amount: 5_000,
      currency: 'XAF',
    });
    fake.statusShape = 'payment';
    transaction.status = 'expired';
    expect((await provider.fetchStatus(started.providerReference)).status).toBe('expired');
    fake.statusShape = 'transaction';

    const wrongKey = notchPayProvider({
      ...{ apiBase: fake.baseUrl, hashKey: fake.hashKey },
      publicKey: 'pk_wrong',
      callbackUrl: 'http://x',
    });
    await expect(wrongKey.fetchStatus(started.providerReference)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const down = notchPayProvider({
      apiBase: 'http://127.0.0.1:9',
      publicKey: 'pk',
      hashKey: 'hk',
      callbackUrl: 'http://x',
    });
    await expect(
      down.initiate({
        payment: { id: crypto.randomUUID(), amount: 5_000, currency: 'XAF', description: 'Test' },
        method: 'orange_money',
        phone: '+237656019261',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
