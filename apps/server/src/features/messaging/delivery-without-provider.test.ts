import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/jobs';
import { capturingLogger } from '../../lib/logger';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { queueMessage } from './outbox';

async function account(server: TestServer) {
  const phone = randomPhone();
  const email = randomEmail();
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    phone,
    email,
    password: TEST_PASSWORD,
    firstName: 'Yannick',
    lastName: 'Noah',
  });
  return { phone, email, userId };
}

describe('in production without a message provider', () => {
  let server: TestServer;
  let log: () => string;
  beforeAll(async () => {
    const captured = capturingLogger();
    log = captured.lines;
    server = await startTestServer({ env: { NODE_ENV: 'production' }, logger: captured.logger });
  });
  afterAll(() => server.close());

  it('warns at start that codes and links cannot be sent', () => {
    expect(log()).toMatch(/no message provider/);
  });

  it('refuses to send a code or a reset link (503 delivery_unavailable) and issues none', async () => {
    const { phone, email, userId } = await account(server);
    const client = server.client();
    for (const [path, body] of [
      ['/api/auth/otp', { phone }],
      ['/api/auth/otp', { email }],
      ['/api/auth/recover', { email }],
      ['/api/auth/recover', { phone }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(503);
      expect(res.json().code).toBe('delivery_unavailable');
    }
    await server.worker.drain();
    const queued = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));
    expect(queued).toEqual([]);
    expect(await server.lastCodeSentTo(phone)).toBeNull();
  });

  it('refuses a sign-up (its code goes by SMS) and a staff invitation (by e-mail) with 503, and sends nothing', async () => {
    const phone = randomPhone();
    const signUp = await server.client().post('/api/auth/signup', {
      firstName: 'Aminatou',
      lastName: 'Ngono',
      phone,
      password: 'Plantain-Bleu-77',
      passwordConfirmation: 'Plantain-Bleu-77',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(503);
    expect(signUp.json().code).toBe('delivery_unavailable');
    const resend = await server.client().post('/api/auth/resend', { phone, type: 'signup' });
    expect(resend.status).toBe(503);
    expect(resend.json().code).toBe('delivery_unavailable');

    const { client } = await signedIn(server, 'super_admin');
    const email = randomEmail('invite');
    const invite = await client.post('/api/auth/invite', { email, firstName: 'A', lastName: 'B', role: 'medecin' });
    expect(invite.status).toBe(503);
    expect(invite.json().code).toBe('delivery_unavailable');
    // A recovery link sent by staff (e-mail) and a phone proposed by staff (SMS code): refused alike.
    const target = await account(server);
    const link = await client.post('/api/auth/admin/generate_link', { type: 'recovery', email: target.email });
    expect(link.status).toBe(503);
    expect(link.json().code).toBe('delivery_unavailable');
    const proposedPhone = randomPhone();
    const proposal = await client.put(`/api/auth/admin/users/${target.userId}`, { phone: proposedPhone });
    expect(proposal.status).toBe(503);
    expect(proposal.json().code).toBe('delivery_unavailable');
    expect(await server.lastCodeSentTo(proposedPhone)).toBeNull();

    await server.worker.drain();
    for (const recipient of [phone, email, target.email, target.phone]) {
      const queued = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
      expect(queued, recipient).toEqual([]);
    }
  });

  it('never writes a queued message (its code or link) to the log: the delivery fails instead', async () => {
    const id = await queueMessage(server.deps.db, {
      channel: 'sms',
      recipient: randomPhone(),
      template: 'otp_code',
      locale: 'fr',
      params: { code: '918273' },
    });
    await server.worker.drain();
    const [message] = await server.deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(message?.status).toBe('failed');
    expect(message?.lastError).toBe('no_provider');
    expect(log()).toContain(id);
    expect(log()).not.toContain('918273');
  });
});

describe('in demo mode (not production)', () => {
  let server: TestServer;
  let log: () => string;
  beforeAll(async () => {
    const captured = capturingLogger();
    log = captured.lines;
    server = await startTestServer({ logger: captured.logger });
  });
  afterAll(() => server.close());

  it('still prints the code in the server log for the demo', async () => {
    const { phone } = await account(server);
    const res = await server.client().post('/api/auth/otp', { phone });
    expect(res.status).toBe(200);
    const code = await server.lastCodeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(log()).toContain(code);
  });
});
