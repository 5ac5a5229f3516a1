import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notchPayEnv, startFakeNotchPay, type FakeNotchPay } from '../../testing/fake-notchpay';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { useTestPayables } from '../../testing/test-payables';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * ADR 019: a payment waiting on a provider that hangs holds no turn of the embedded database's gate. With one
 * turn and no queue, every other request got 503 until the provider answered (15 s at most).
 */
let fake: FakeNotchPay;
let server: TestServer;
let patient: SignedIn;
const bookings = useTestPayables();

beforeAll(async () => {
  fake = await startFakeNotchPay();
  server = await startTestServer({
    env: { ...notchPayEnv(fake), DB_MAX_ACTIVE_REQUESTS: '1', DB_MAX_QUEUED_REQUESTS: '0' },
  });
  patient = await signedIn(server, 'patient');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('a payment provider that hangs', () => {
  it('does not hold the turn other requests need', async () => {
    let answer: () => void = () => {};
    fake.answersAfter = new Promise<void>((resolve) => (answer = resolve));
    const paying = patient.client.post('/api/payments', {
      payableType: 'booking',
      payableId: bookings.add(patient.userId),
      method: 'mtn_momo',
      phone: '+237670000001',
      idempotencyKey: 'hanging-provider-1',
    });
    await expect.poll(() => fake.calls.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // One at a time: the gate has one turn and no queue.
    expect((await patient.client.get('/api/bookings')).status).toBe(200);
    expect((await patient.client.get('/api/auth/user')).status).toBe(200);

    answer();
    fake.answersAfter = null;
    expect((await paying).status).toBe(201);
  });
});
