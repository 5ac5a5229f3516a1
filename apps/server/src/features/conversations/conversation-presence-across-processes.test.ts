import { PRESENCE_EVENT, type ConversationSummary, type Presence } from '@sante/shared/conversation-constants';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { createAccount, signIn, type SignedIn } from '../../testing/signed-in-client';
import { createTestDatabase, startTestServer, type TestServer } from '../../testing/test-server';

/**
 * ADR 048: « en ligne » and « vu pour la dernière fois » when the patient and the doctor are connected to two server
 * processes on one PostgreSQL database. The two app instances run in this test's process, each with its own
 * Socket.IO server, connection pools and `@socket.io/postgres-adapter`: what one knows of the other's sockets
 * travels through PostgreSQL only (NOTIFY), as between two processes. Only with `TEST_DATABASE_URL`.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('presence across server processes (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    if (!('databaseUrl' in testDatabase.target)) throw new Error('expected a PostgreSQL test database');
    const env = { DATABASE_URL: testDatabase.target.databaseUrl };
    a = await startTestServer({ testDatabase, env });
    b = await startTestServer({ testDatabase, env });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close({ keepDatabase: true });
    await a?.close();
  });

  async function socketOn(server: TestServer, account: SignedIn): Promise<Socket> {
    const cookie = [...account.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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

  async function presenceIn(account: SignedIn): Promise<ConversationSummary['presence']> {
    const response = await account.client.get('/api/conversations');
    expect(response.status).toBe(200);
    return response.json<{ conversations: ConversationSummary[] }>().conversations[0]?.presence ?? null;
  }

  it('a doctor connected to B is online for the patient on A, until their last socket on either closes', async () => {
    const doctorOnA = await signedInCarer(a);
    const doctorOnB = await signIn(b, doctorOnA);
    const patientAccount = await createAccount(a, 'patient');
    const patientOnA = await signIn(a, patientAccount);
    const patientOnB = await signIn(b, patientAccount);
    const [service] = await a.deps.db.select({ id: services.id }).from(services).limit(1);
    const startsAt = new Date(Date.now() + 72 * 3_600_000);
    await a.deps.db.insert(bookings).values({
      patientId: patientAccount.userId,
      doctorId: doctorOnA.userId,
      serviceId: service?.id ?? '',
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed',
      priceXaf: 20_000,
      reference: 'SAD-PX0001',
      paymentChoice: 'cash',
    });
    const opened = await patientOnA.client.post('/api/conversations', { with: 'carer', carerId: doctorOnA.userId });
    expect(opened.status).toBe(201);

    const seen: Presence[] = [];
    const watcher = await socketOn(a, patientOnA);
    watcher.on(PRESENCE_EVENT, (presence: Presence) => {
      if (presence.userId === doctorOnA.userId) seen.push(presence);
    });
    const until = async (count: number) => {
      for (let i = 0; i < 100 && seen.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.length).toBe(count);
    };

    // The doctor opens the app on B: the patient (on A) is told, and A's list knows it.
    const doctorSocketOnB = await socketOn(b, doctorOnB);
    await until(1);
    expect(seen[0]?.online).toBe(true);
    expect((await presenceIn(patientOnA))?.online).toBe(true);
    // The other way round: the doctor's list on B sees the patient, whose only socket is on A.
    expect(await presenceIn(doctorOnB)).toMatchObject({ userId: patientAccount.userId, online: true });

    // A second device of the doctor on A, then closed: A's last socket of the doctor, but B still holds one.
    const doctorSocketOnA = await socketOn(a, doctorOnA);
    await until(2);
    doctorSocketOnA.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen.filter((presence) => !presence.online)).toEqual([]);
    expect((await presenceIn(patientOnA))?.online).toBe(true);

    // The doctor's last socket (on B) closes: offline, with the last-seen time, on both processes.
    doctorSocketOnB.disconnect();
    await until(3);
    expect(seen[2]?.online).toBe(false);
    expect(typeof seen[2]?.lastSeenAt).toBe('string');
    expect(await presenceIn(patientOnA)).toMatchObject({ online: false, lastSeenAt: seen[2]?.lastSeenAt });
    expect(await presenceIn(patientOnB)).toMatchObject({ online: false, lastSeenAt: seen[2]?.lastSeenAt });
  });
});
