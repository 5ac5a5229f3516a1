import type { ConversationAck } from '@sante/shared/conversation-constants';
import {
  VIDEO_JOIN_EVENT,
  VIDEO_LEAVE_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_SIGNAL_EVENT,
  type VideoJoinAck,
  type VideoPeerMessage,
  type VideoSide,
  type VideoSignalMessage,
} from '@sante/shared/teleconsultation-constants';
import { ZVideoRoomSchema, ZVideoSignalSchema } from '@sante/shared/teleconsultation-schemas';
import type { Role } from '@sante/shared/roles';
import type { Socket } from 'socket.io';
import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { errorSummary } from '../../lib/error-summary';
import { parseWith } from '../../lib/validate';
import { assertMayEnter } from './room-access';

/** The Socket.IO room of one consultation's call: only sockets admitted by `assertMayEnter` join it. */
export const videoRoom = (consultationId: string) => `visio:${consultationId}`;

type Ack = (answer: ConversationAck<unknown>) => void;
type VideoSocketData = { userId: string; role: Role | null; videoSide?: VideoSide };

function answer(deps: AppDeps, socket: Socket, operation: () => unknown, ack: unknown): void {
  const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
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
 * WebRTC signalling over the app's Socket.IO connection (ADR 030). `video:join {consultationId}` admits the socket
 * to the consultation's room with the same rules as `POST /join` (its patient or doctor, paid, open, not over) and
 * answers who is already there; `video:signal` relays an SDP description or an ICE candidate to the other side,
 * only from a socket of that room; `video:leave` and a disconnection tell the other side. Nothing is stored.
 */
export function registerVideoSockets(deps: AppDeps, socket: Socket): void {
  const data = socket.data as VideoSocketData;
  const viewer = { userId: data.userId, role: data.role };
  const peerLeft = (room: string) => {
    if (!room.startsWith('visio:') || !data.videoSide) return;
    const message: VideoPeerMessage = {
      consultationId: room.slice('visio:'.length),
      side: data.videoSide,
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
        const { side } = await assertMayEnter(deps.db, viewer, consultationId, new Date());
        data.videoSide = side;
        const room = videoRoom(consultationId);
        const present = await socket.in(room).fetchSockets();
        await socket.join(room);
        const message: VideoPeerMessage = { consultationId, side, present: true };
        socket.to(room).emit(VIDEO_PEER_EVENT, message);
        const peers = new Set(
          present.flatMap((other) => {
            const otherSide = (other.data as VideoSocketData).videoSide;
            return otherSide && otherSide !== side ? [otherSide] : [];
          }),
        );
        return { peers: [...peers] };
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
        if (!socket.rooms.has(room)) return null;
        peerLeft(room);
        await socket.leave(room);
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
        if (!socket.rooms.has(room) || !data.videoSide) throw new AppError('forbidden');
        const message: VideoSignalMessage = {
          consultationId: signal.consultationId,
          from: data.videoSide,
          ...(signal.description ? { description: signal.description } : {}),
          ...(signal.candidate ? { candidate: signal.candidate } : {}),
        };
        socket.to(room).emit(VIDEO_SIGNAL_EVENT, message);
        return null;
      },
      ack,
    ),
  );
}
