import type { ConversationAck } from '@sante/shared/conversation-constants';
import { CONVERSATION_SEND_EVENT } from '@sante/shared/conversation-constants';
import {
  VIDEO_JOIN_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_SIGNAL_EVENT,
  type IceServersResponse,
  type VideoJoinAck,
  type VideoPeerMessage,
  type VideoSignalMessage,
} from '@sante/shared/teleconsultation-constants';
import type { VideoGuestView } from '@sante/shared/teleconsultation-schemas';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/services';
import { teleconsultationGuests } from '../../db/schema/teleconsultations';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { insertTeleconsultation } from '../../testing/teleconsultation-factory';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let staff: SignedIn;
let serviceId: string;

/** A paid teleconsultation of `patient` with `doctor`, started 5 minutes ago (the room is open). */
function consultation(): Promise<string> {
  return insertTeleconsultation(server, { patient, doctorId: doctor.userId, serviceId, inMinutes: -5 });
}

const guestsPath = (id: string) => `/api/teleconsultations/${id}/guests`;

async function invite(id: string, email: string) {
  const response = await doctor.client.post(guestsPath(id), { kind: 'interpreter', name: 'Mme Fadimatou', email });
  expect(response.status).toBe(201);
  const link = await server.lastLinkSentTo(email);
  // The secret is in the fragment: browsers never send it to a server (no log, no referrer).
  const token = new URL(link ?? '').hash.slice(1);
  return { guest: response.json<{ guest: VideoGuestView }>().guest, token };
}

const redeem = (token: string) => server.client().post('/api/teleconsultations/guest-links/redeem', { token });
const guestIce = (id: string, roomKey: string) =>
  server.client().get(`/api/teleconsultations/${id}/guest-ice-servers`, { 'x-room-key': roomKey });

const sockets: Socket[] = [];

/** A socket of a signed-in client (its session cookie), or a guest's (their room key, no cookie). */
function socketOf(who: { client: TestClient } | { guest: { consultationId: string; roomKey: string } }): Socket {
  const cookie =
    'client' in who ? [...who.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  const socket = connectSocket(server.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
    ...('guest' in who ? { auth: who.guest } : {}),
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

/** Connected, or the server's refusal of the handshake. */
function connected(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

async function openSocket(who: Parameters<typeof socketOf>[0]): Promise<Socket> {
  const socket = socketOf(who);
  expect(await connected(socket)).toBe('connected');
  return socket;
}

function emit<T>(socket: Socket, event: string, payload: unknown): Promise<ConversationAck<T>> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves with the reason once the server ends `socket` (fails after 5 s). */
function ended(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected after 5 s')), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A guest invited to `id` who opened their link: their room key. */
async function redeemedGuest(id: string, email: string) {
  const { guest, token } = await invite(id, email);
  const { roomKey } = (await redeem(token)).json<{ roomKey: string }>();
  return { guest, roomKey };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { TURN_URLS: 'turn:turn.example.cm:3478?transport=udp', TURN_SECRET: 'turn-secret-for-the-tests-0123' },
  });
  const [service] = await server.deps.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.kind, 'teleconsultation'));
  if (!service) throw new Error('no teleconsultation service');
  serviceId = service.id;
  [patient, otherPatient, staff] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
  ]);
  doctor = await signedInCarer(server);
  otherDoctor = await signedInCarer(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

describe('the invited third participant of a video call (ADR 052)', () => {
  it('the doctor invites; the single-use link gives TURN credentials for this room; the patient sees who joined', async () => {
    const id = await consultation();
    const { guest, token } = await invite(id, 'interprete@example.cm');
    expect(guest).toMatchObject({ kind: 'interpreter', name: 'Mme Fadimatou', joinedAt: null });

    const opened = await redeem(token);
    expect(opened.status).toBe(200);
    const { roomKey, consultationId } = opened.json<{ roomKey: string; consultationId: string }>();
    expect(consultationId).toBe(id);
    const ice = await guestIce(id, roomKey);
    expect(ice.status).toBe(200);
    const turn = ice.json<IceServersResponse>().iceServers.find((server) => server.username);
    expect(turn?.username).toMatch(new RegExp(`^\\d+:guest-${guest.id}$`));

    const seen = await patient.client.get(guestsPath(id));
    expect(seen.status).toBe(200);
    const [listed] = seen.json<{ guests: VideoGuestView[] }>().guests;
    expect(listed?.name).toBe('Mme Fadimatou');
    expect(listed?.joinedAt).not.toBeNull();

    const audits = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'teleconsultation.guest_invited')));
    expect(audits).toHaveLength(1);
  });

  it('refuses a used link, an expired link, another consultation and a removed guest', async () => {
    const id = await consultation();
    const other = await consultation();
    const { guest, token } = await invite(id, 'parent@example.cm');
    const { roomKey } = (await redeem(token)).json<{ roomKey: string }>();
    const used = await redeem(token);
    expect(used.status).toBe(410);
    expect(used.json().code).toBe('guest_link_used');
    expect((await redeem('x'.repeat(43))).status).toBe(404);
    expect((await redeem('bad token')).status).toBe(400);

    // The room key opens this room only.
    expect((await guestIce(other, roomKey)).status).toBe(404);
    expect((await guestIce(id, 'y'.repeat(43))).status).toBe(404);

    const late = await invite(id, 'tard@example.cm');
    await server.deps.db
      .update(teleconsultationGuests)
      .set({ linkExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(teleconsultationGuests.id, late.guest.id));
    const expired = await redeem(late.token);
    expect(expired.status).toBe(410);
    expect(expired.json().code).toBe('guest_link_expired');

    // Removed: the key stops at once, and the guest leaves the list.
    expect((await doctor.client.post(`${guestsPath(id)}/${guest.id}/remove`)).status).toBe(204);
    expect((await guestIce(id, roomKey)).status).toBe(404);
    expect((await doctor.client.post(`${guestsPath(id)}/${guest.id}/remove`)).status).toBe(404);
    const list = (await doctor.client.get(guestsPath(id))).json<{ guests: VideoGuestView[] }>().guests;
    expect(list.map((entry) => entry.id)).not.toContain(guest.id);
    // A guest of one consultation cannot be removed through another.
    expect((await doctor.client.post(`${guestsPath(other)}/${late.guest.id}/remove`)).status).toBe(404);
  });

  it('only the consultation’s doctor invites and removes; another patient, an unrelated doctor and staff are refused', async () => {
    const id = await consultation();
    const { guest } = await invite(id, 'famille@example.cm');
    const body = { kind: 'relative', name: 'Paul', phone: '674 48 17 21' };
    expect((await patient.client.post(guestsPath(id), body)).status).toBe(403);
    expect((await otherDoctor.client.post(guestsPath(id), body)).status).toBe(404);
    expect((await staff.client.post(guestsPath(id), body)).status).toBe(403);
    expect((await otherPatient.client.post(guestsPath(id), body)).status).toBe(403);
    expect((await server.client().post(guestsPath(id), body)).status).toBe(401);

    expect((await otherPatient.client.get(guestsPath(id))).status).toBe(404);
    expect((await otherDoctor.client.get(guestsPath(id))).status).toBe(404);
    expect((await staff.client.get(guestsPath(id))).status).toBe(403);

    expect((await otherDoctor.client.post(`${guestsPath(id)}/${guest.id}/remove`)).status).toBe(404);
    expect((await patient.client.post(`${guestsPath(id)}/${guest.id}/remove`)).status).toBe(403);

    // Bad input: no way to reach them, both, a bad phone, an unknown kind.
    for (const bad of [
      { kind: 'relative', name: 'Paul' },
      { kind: 'relative', name: 'Paul', phone: '674 48 17 21', email: 'paul@example.cm' },
      { kind: 'relative', name: 'Paul', phone: '12' },
      { kind: 'cousin', name: 'Paul', phone: '674 48 17 21' },
    ]) {
      expect((await doctor.client.post(guestsPath(id), bad)).status).toBe(400);
    }
    // By phone: the link goes out on a phone channel.
    expect((await doctor.client.post(guestsPath(id), body)).status).toBe(201);
  });
});

describe('the guest’s socket (ADR 059): the signalling of one consultation only', () => {
  it('joins its room with its key, is seen by name, exchanges signals addressed to one peer', async () => {
    const id = await consultation();
    const { guest, roomKey } = await redeemedGuest(id, 'socket-guest@example.cm');
    const [patientSocket, doctorSocket] = await Promise.all([
      openSocket({ client: patient.client }),
      openSocket({ client: doctor.client }),
    ]);
    await emit(patientSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    await emit(doctorSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    const guestSocket = await openSocket({ guest: { consultationId: id, roomKey } });
    const seen = next<VideoPeerMessage>(patientSocket, VIDEO_PEER_EVENT);
    const joined = await emit<VideoJoinAck>(guestSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    expect(joined.ok && joined.value.peers.map((peer) => peer.id).sort()).toEqual(['doctor', 'patient']);
    const guestPeer = { id: `guest-${guest.id}`, side: 'guest', guest: { name: 'Mme Fadimatou', kind: 'interpreter' } };
    expect(await seen).toEqual({ consultationId: id, peer: guestPeer, present: true });

    // Addressed to one peer: the guest receives the doctor's offer; the patient does not.
    const description = { type: 'offer', sdp: 'v=0\r\n' };
    const toGuest = next<VideoSignalMessage>(guestSocket, VIDEO_SIGNAL_EVENT);
    let patientGot = 0;
    patientSocket.on(VIDEO_SIGNAL_EVENT, () => patientGot++);
    await emit(doctorSocket, VIDEO_SIGNAL_EVENT, { consultationId: id, to: guestPeer.id, description });
    expect(await toGuest).toEqual({ consultationId: id, from: 'doctor', description });
    const toDoctor = next<VideoSignalMessage>(doctorSocket, VIDEO_SIGNAL_EVENT);
    const answer = { type: 'answer', sdp: 'v=0\r\n' };
    await emit(guestSocket, VIDEO_SIGNAL_EVENT, { consultationId: id, to: 'doctor', description: answer });
    expect(await toDoctor).toEqual({ consultationId: id, from: guestPeer.id, description: answer });
    expect(patientGot).toBe(0);
  });

  it('cannot open another consultation’s room, nor send anything but the room’s signalling', async () => {
    const id = await consultation();
    const other = await consultation();
    const { roomKey } = await redeemedGuest(id, 'curious-guest@example.cm');
    // The key of one consultation, presented for another, or no valid key: no socket at all.
    expect(await connected(socketOf({ guest: { consultationId: other, roomKey } }))).toBe('guest_refused');
    expect(await connected(socketOf({ guest: { consultationId: id, roomKey: 'z'.repeat(43) } }))).toBe('guest_refused');
    expect(await connected(socketOf({ guest: { consultationId: id, roomKey: 'short' } }))).toBe('guest_refused');

    const guestSocket = await openSocket({ guest: { consultationId: id, roomKey } });
    expect(await emit(guestSocket, VIDEO_JOIN_EVENT, { consultationId: other })).toEqual({
      ok: false,
      code: 'forbidden',
    });
    // Messaging and any other event are refused to a guest's socket.
    expect(
      await emit(guestSocket, CONVERSATION_SEND_EVENT, { conversationId: crypto.randomUUID(), body: 'bonjour' }),
    ).toEqual({
      ok: false,
      code: 'forbidden',
    });
    expect(await emit(guestSocket, 'anything', {})).toEqual({ ok: false, code: 'forbidden' });
    // Not in the room yet: nothing to relay.
    expect(
      await emit(guestSocket, VIDEO_SIGNAL_EVENT, {
        consultationId: id,
        to: 'doctor',
        description: { type: 'answer', sdp: 'v' },
      }),
    ).toEqual({ ok: false, code: 'forbidden' });
  });

  it('is disconnected when the doctor removes the guest, and refused after; the others are told', async () => {
    const id = await consultation();
    const { guest, roomKey } = await redeemedGuest(id, 'removed-guest@example.cm');
    const doctorSocket = await openSocket({ client: doctor.client });
    await emit(doctorSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    const guestSocket = await openSocket({ guest: { consultationId: id, roomKey } });
    await emit(guestSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    const gone = ended(guestSocket);
    const left = next<VideoPeerMessage>(doctorSocket, VIDEO_PEER_EVENT);
    expect((await doctor.client.post(`${guestsPath(id)}/${guest.id}/remove`)).status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(await left).toMatchObject({ consultationId: id, peer: { id: `guest-${guest.id}` }, present: false });
    expect(await connected(socketOf({ guest: { consultationId: id, roomKey } }))).toBe('guest_refused');
  });

  it('is disconnected when the call ends, and refused after', async () => {
    const id = await consultation();
    const { roomKey } = await redeemedGuest(id, 'late-guest@example.cm');
    expect((await patient.client.post(`/api/teleconsultations/${id}/join`)).status).toBe(200);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/join`)).status).toBe(200);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/admit`)).status).toBe(200);
    const guestSocket = await openSocket({ guest: { consultationId: id, roomKey } });
    await emit(guestSocket, VIDEO_JOIN_EVENT, { consultationId: id });
    const gone = ended(guestSocket);
    expect((await doctor.client.post(`/api/teleconsultations/${id}/end`)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await connected(socketOf({ guest: { consultationId: id, roomKey } }))).toBe('guest_refused');
  });

  it('a room holds three people: a second guest at once is refused', async () => {
    const id = await consultation();
    const first = await redeemedGuest(id, 'first-guest@example.cm');
    const second = await redeemedGuest(id, 'second-guest@example.cm');
    const [patientSocket, doctorSocket, firstSocket, secondSocket] = await Promise.all([
      openSocket({ client: patient.client }),
      openSocket({ client: doctor.client }),
      openSocket({ guest: { consultationId: id, roomKey: first.roomKey } }),
      openSocket({ guest: { consultationId: id, roomKey: second.roomKey } }),
    ]);
    for (const socket of [patientSocket, doctorSocket, firstSocket]) {
      expect((await emit(socket, VIDEO_JOIN_EVENT, { consultationId: id })).ok).toBe(true);
    }
    expect(await emit(secondSocket, VIDEO_JOIN_EVENT, { consultationId: id })).toEqual({
      ok: false,
      code: 'video_room_full',
    });
  });
});
