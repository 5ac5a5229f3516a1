import { BOOKING_UPDATED_EVENT, type BookingUpdatedMessage } from '@sante/shared/booking-constants';
import { SESSION } from '@sante/shared/constants';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema/auth';
import { TEST_PASSWORD } from '../testing/factories';
import { createAccount, signedIn, signIn, type SignedIn } from '../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

let server: TestServer;
let staff: SignedIn;

/** A socket of the session held by `client`, with what it received and whether the server ended it. */
type Watched = { socket: Socket; received: BookingUpdatedMessage[]; ended: Promise<string> };

async function openSocket(client: TestClient): Promise<Watched> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = connectSocket(server.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie, origin: server.baseUrl },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const received: BookingUpdatedMessage[] = [];
  socket.on(BOOKING_UPDATED_EVENT, (message: BookingUpdatedMessage) => received.push(message));
  const ended = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, received, ended };
}

/** The server's disconnect of `watched` (fails after 5 s). */
function endedByServer(watched: Watched): Promise<string> {
  return Promise.race([
    watched.ended,
    new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), 5_000)),
  ]);
}

/** Pushes a booking event to `userId` and staff, and waits until the staff socket has it (then every socket had its chance). */
async function pushTo(userId: string, staffSocket: Watched): Promise<BookingUpdatedMessage> {
  const message: BookingUpdatedMessage = { bookingId: crypto.randomUUID(), status: 'confirmed', trackingStep: null };
  const seen = new Promise<void>((resolve) =>
    staffSocket.socket.on(BOOKING_UPDATED_EVENT, (got: BookingUpdatedMessage) => {
      if (got.bookingId === message.bookingId) resolve();
    }),
  );
  server.deps.realtime.bookingUpdated(message, { patientId: userId, doctorId: null });
  await seen;
  // The same emit reached every room at once; a round trip to each socket later, nothing more will come.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return message;
}

const sockets: Watched[] = [];
async function watch(client: TestClient): Promise<Watched> {
  const watched = await openSocket(client);
  sockets.push(watched);
  return watched;
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server, 'admin');
});
afterAll(async () => {
  for (const watched of sockets) watched.socket.disconnect();
  await server.close();
});

describe('sockets end with their session', () => {
  it('signing out ends the socket of that session only; it receives nothing after, the others still do', async () => {
    const account = await createAccount(server, 'patient');
    const [first, second] = [await signIn(server, account), await signIn(server, account)];
    const other = await signedIn(server, 'patient');
    const [firstSocket, secondSocket, otherSocket, staffSocket] = await Promise.all(
      [first, second, other, staff].map((signed) => watch(signed.client)),
    );
    if (!firstSocket || !secondSocket || !otherSocket || !staffSocket) throw new Error('no socket');

    expect((await first.client.post('/api/auth/logout')).status).toBe(204);
    expect(await endedByServer(firstSocket)).toBe('io server disconnect');

    const message = await pushTo(account.userId, staffSocket);
    expect(firstSocket.received).toEqual([]);
    expect(secondSocket.received).toEqual([message]);
    const forOther = await pushTo(other.userId, staffSocket);
    expect(otherSocket.received).toEqual([forOther]);
    expect(secondSocket.socket.connected && otherSocket.socket.connected).toBe(true);
  });

  it('ends every socket of the user on "sign out everywhere", the others on "other devices"', async () => {
    const account = await createAccount(server, 'patient');
    const [a, b, c] = [await signIn(server, account), await signIn(server, account), await signIn(server, account)];
    const [aSocket, bSocket, cSocket] = await Promise.all([a, b, c].map((signed) => watch(signed.client)));
    if (!aSocket || !bSocket || !cSocket) throw new Error('no socket');

    expect((await a.client.post('/api/auth/logout?scope=others')).status).toBe(204);
    expect(await endedByServer(bSocket)).toBe('io server disconnect');
    expect(await endedByServer(cSocket)).toBe('io server disconnect');
    expect(aSocket.socket.connected).toBe(true);

    expect((await a.client.post('/api/auth/logout?scope=global')).status).toBe(204);
    expect(await endedByServer(aSocket)).toBe('io server disconnect');
  });

  it('ends the socket of a session ended from the settings, and every socket when the account is deleted', async () => {
    const account = await createAccount(server, 'patient');
    const [current, phone] = [await signIn(server, account), await signIn(server, account)];
    const [currentSocket, phoneSocket] = await Promise.all([current, phone].map((signed) => watch(signed.client)));
    if (!currentSocket || !phoneSocket) throw new Error('no socket');
    const listed = await current.client.get('/api/account/sessions');
    const otherSession = listed
      .json<{ sessions: { id: string; current: boolean }[] }>()
      .sessions.find((candidate) => !candidate.current)?.id;
    expect((await current.client.delete(`/api/account/sessions/${otherSession}`)).status).toBe(204);
    expect(await endedByServer(phoneSocket)).toBe('io server disconnect');
    expect(currentSocket.socket.connected).toBe(true);

    expect((await current.client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBeLessThan(
      300,
    );
    expect(await endedByServer(currentSocket)).toBe('io server disconnect');
  });

  it('ends the sockets of the other sessions when the password is changed', async () => {
    const account = await createAccount(server, 'patient');
    const [current, other] = [await signIn(server, account), await signIn(server, account)];
    const [currentSocket, otherSocket] = await Promise.all([current, other].map((signed) => watch(signed.client)));
    if (!currentSocket || !otherSocket) throw new Error('no socket');
    const changed = await current.client.put('/api/auth/user', {
      password: 'Nouveau-Mot-De-Passe-2026',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await endedByServer(otherSocket)).toBe('io server disconnect');
    expect(currentSocket.socket.connected).toBe(true);
  });

  it('ends the socket when its session reaches its time limit (staff: 12 hours after sign-in)', async () => {
    const late = await signedIn(server, 'admin');
    const [row] = await server.deps.db.select().from(session).where(eq(session.userId, late.userId));
    if (!row) throw new Error('no session');
    // Signed in 12 hours ago less 2 seconds: the session ends in 2 seconds.
    await server.deps.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - SESSION.staffAbsoluteMs + 2_000) })
      .where(eq(session.id, row.id));
    server.deps.sessionCache.forgetUser(late.userId);
    const socket = await watch(late.client);
    expect(await endedByServer(socket)).toBe('io server disconnect');
  });
});
