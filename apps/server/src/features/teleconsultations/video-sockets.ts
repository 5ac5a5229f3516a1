import type { ConversationAck } from '@sante/shared/conversation-constants';
import {
  guestPeerId,
  VIDEO_GUEST_EVENTS,
  VIDEO_JOIN_EVENT,
  VIDEO_LEAVE_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_ROOM_CAPACITY,
  VIDEO_SIGNAL_EVENT,
  type VideoJoinAck,
  type VideoPeer,
  type VideoPeerMessage,
  type VideoSignalMessage,
} from '@sante/shared/teleconsultation-constants';
import {
  ZVideoGuestHandshakeSchema,
  ZVideoRoomSchema,
  ZVideoSignalSchema,
} from '@sante/shared/teleconsultation-schemas';
import type { Role } from '@sante/shared/roles';
import type { Socket } from 'socket.io';
import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { errorSummary } from '../../lib/error-summary';
import { parseWith } from '../../lib/validate';
import { assertMayEnter } from './room-access';
import { assertGuestMayEnter } from './video-guests';
import { videoGuestRoom, videoGuestsRoom, videoPeerRoom as peerRoom, videoRoom } from './video-rooms';

type Ack = (answer: ConversationAck<unknown>) => void;
/** A signed-in participant's socket, or a guest's (room key, one consultation, no account). */
type VideoSocketData = {
  userId?: string;
  role?: Role | null;
  guest?: { id: string; consultationId: string; name: string; kind: NonNullable<VideoPeer['guest']>['kind'] };
  videoPeer?: VideoPeer;
};

const replyOf = (ack: unknown): Ack => (typeof ack === 'function' ? (ack as Ack) : () => undefined);

function answer(deps: AppDeps, socket: Socket, operation: () => unknown, ack: unknown): void {
  const reply = replyOf(ack);
  // Through a promise also when the operation throws before its first await (validation, room check).
  Promise.resolve()
    .then(operation)
    .then((value) => reply({ ok: true, value }))
    .catch((error: unknown) => {
      if (error instanceof AppError) return reply({ ok: false, code: error.code });
      deps.logger.error(
        { socketId: socket.id, err: errorSummary(error instanceof Error ? error : new Error(String(error))) },
        'video socket operation failed',
      );
      reply({ ok: false, code: 'internal_error' });
    });
}

/**
 * The handshake of a guest's socket (ADR 059): `auth` carries their room key and consultation (no session). Admitted
 * with the same check as their TURN credentials (the key of that consultation, not removed, the room open); the
 * socket joins the rooms its removal and the call's end disconnect. False when `auth` is not a guest's.
 */
export async function admitGuestSocket(deps: AppDeps, socket: Socket): Promise<boolean> {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (!auth || auth.roomKey === undefined) return false;
  const { consultationId, roomKey } = parseWith(ZVideoGuestHandshakeSchema, auth);
  const guest = await assertGuestMayEnter(deps, consultationId, { roomKey }, new Date());
  const data: VideoSocketData = { guest: { id: guest.id, consultationId, name: guest.name, kind: guest.kind } };
  socket.data = data;
  await socket.join([videoGuestsRoom(consultationId), videoGuestRoom(guest.id)]);
  return true;
}

/** Who this socket is in the room it asks to join: its participant's side, or the guest of that room only. */
async function peerOf(deps: AppDeps, data: VideoSocketData, consultationId: string): Promise<VideoPeer> {
  const now = new Date();
  if (data.guest) {
    if (data.guest.consultationId !== consultationId) throw new AppError('forbidden');
    await assertGuestMayEnter(deps, consultationId, { guestId: data.guest.id }, now);
    return { id: guestPeerId(data.guest.id), side: 'guest', guest: { name: data.guest.name, kind: data.guest.kind } };
  }
  const { side } = await assertMayEnter(
    deps.db,
    { userId: data.userId ?? '', role: data.role ?? null },
    consultationId,
    now,
  );
  return { id: side, side, guest: null };
}

/**
 * WebRTC signalling over Socket.IO (ADR 030, a mesh of up to three since ADR 059). `video:join {consultationId}`
 * admits the socket to the consultation's room (its patient or doctor, paid, open, not over; or its invited guest)
 * and answers who is already there; `video:signal` relays an SDP description or an ICE candidate to one peer of
 * the room (`to`), only from a socket of that room; `video:leave` and a disconnection tell the others. A guest's
 * socket may send nothing else. Nothing is stored.
 */
export function registerVideoSockets(deps: AppDeps, socket: Socket): void {
  const data = socket.data as VideoSocketData;
  if (data.guest) {
    // A guest's socket carries the room's signalling only: any other event is refused.
    socket.use(([event, ...args], next) => {
      if (VIDEO_GUEST_EVENTS.includes(event)) return next();
      replyOf(args.at(-1))({ ok: false, code: 'forbidden' });
    });
  }
  const peerLeft = (room: string) => {
    if (!room.startsWith('visio:') || !data.videoPeer) return;
    const message: VideoPeerMessage = {
      consultationId: room.slice('visio:'.length),
      peer: data.videoPeer,
      present: false,
    };
    socket.to(room).emit(VIDEO_PEER_EVENT, message);
  };
  socket.on('disconnecting', () => {
    for (const room of socket.rooms) peerLeft(room);
  });
  socket.on(VIDEO_JOIN_EVENT, (payload: unknown, ack: unknown) =>
    answer(
      deps,
      socket,
      async (): Promise<VideoJoinAck> => {
        const { consultationId } = parseWith(ZVideoRoomSchema, payload);
        const peer = await peerOf(deps, data, consultationId);
        const room = videoRoom(consultationId);
        const present = await socket.in(room).fetchSockets();
        const peers = new Map<string, VideoPeer>();
        for (const other of present) {
          const otherPeer = (other.data as VideoSocketData).videoPeer;
          if (otherPeer && otherPeer.id !== peer.id) peers.set(otherPeer.id, otherPeer);
        }
        if (peers.size + 1 > VIDEO_ROOM_CAPACITY) throw new AppError('video_room_full');
        data.videoPeer = peer;
        await socket.join([room, peerRoom(consultationId, peer.id)]);
        const message: VideoPeerMessage = { consultationId, peer, present: true };
        socket.to(room).emit(VIDEO_PEER_EVENT, message);
        return { peers: [...peers.values()] };
      },
      ack,
    ),
  );
  socket.on(VIDEO_LEAVE_EVENT, (payload: unknown, ack: unknown) =>
    answer(
      deps,
      socket,
      async () => {
        const { consultationId } = parseWith(ZVideoRoomSchema, payload);
        const room = videoRoom(consultationId);
        if (!socket.rooms.has(room) || !data.videoPeer) return null;
        peerLeft(room);
        await socket.leave(room);
        await socket.leave(peerRoom(consultationId, data.videoPeer.id));
        return null;
      },
      ack,
    ),
  );
  socket.on(VIDEO_SIGNAL_EVENT, (payload: unknown, ack: unknown) =>
    answer(
      deps,
      socket,
      () => {
        const signal = parseWith(ZVideoSignalSchema, payload);
        const room = videoRoom(signal.consultationId);
        if (!socket.rooms.has(room) || !data.videoPeer) throw new AppError('forbidden');
        const message: VideoSignalMessage = {
          consultationId: signal.consultationId,
          from: data.videoPeer.id,
          ...(signal.description ? { description: signal.description } : {}),
          ...(signal.candidate ? { candidate: signal.candidate } : {}),
        };
        socket.to(peerRoom(signal.consultationId, signal.to)).emit(VIDEO_SIGNAL_EVENT, message);
        return null;
      },
      ack,
    ),
  );
}
