import {
  CONVERSATION_SEND_EVENT,
  type ConversationAck,
  type ConversationMessage,
} from '@sante/shared/conversation-constants';
import { eq, sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../db/schema/conversations';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue #11 §4: under load a message sent over the socket is stored, or refused with an answer the client retries
 * (`service_unavailable`), never `internal_error`. Here every connection of the server's pool (10) is held by a
 * slow query, so the send waits past the pool's 3 s connection timeout. Only on a PostgreSQL server: the embedded
 * PGlite's pool has no connection timeout (its wait is bounded by the message queue, `message-batches.ts`).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a socket send while the database is saturated (PostgreSQL)', () => {
  let server: TestServer;
  let patient: SignedIn;
  let socket: Socket;

  beforeAll(async () => {
    server = await startTestServer();
    patient = await signedIn(server, 'patient');
    const cookie = [...patient.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    socket = connectSocket(server.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie, origin: server.baseUrl },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await server?.close();
  });

  it('answers service_unavailable (retryable), and the retry with the same client id stores the message once', async () => {
    const started = await patient.client.post('/api/conversations', { with: 'team' });
    const { conversationId } = started.json<{ conversationId: string }>();
    const clientId = crypto.randomUUID();
    const send = () =>
      socket
        .timeout(15_000)
        .emitWithAck(CONVERSATION_SEND_EVENT, { conversationId, clientId, body: 'Bonjour' }) as Promise<
        ConversationAck<ConversationMessage>
      >;

    // A drizzle query runs when awaited: each one is started here.
    const held = Array.from({ length: 10 }, async () => server.deps.db.execute(sql`select pg_sleep(4.5)`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await send()).toEqual({ ok: false, code: 'service_unavailable' });
    await Promise.all(held);

    const retried = await send();
    expect(retried.ok).toBe(true);
    const stored = await server.deps.db
      .select({ seq: conversationMessages.seq })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(stored).toEqual([{ seq: 1 }]);
  }, 30_000);
});
