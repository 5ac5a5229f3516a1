import type { Socket } from 'socket.io-client';

/** The page's Socket.IO connections that are open or opening (live lists, conversations, the video room). */
const live = new Set<Socket>();
/** Those closed while the account is being left, to reopen if it is not left after all. */
let paused: Socket[] = [];

/**
 * Opens a Socket.IO connection as every live screen does (`/socket.io`, the session cookie authenticates; the
 * caller reconnects on its own schedule). The client library loads lazily. Close it with `closeSocket`. `auth`: an
 * invited guest of a video call, who has no session (their room key, ADR 059).
 */
export async function openSocket(auth?: Record<string, string>): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const socket = io({ path: '/socket.io', withCredentials: !auth, reconnection: false, ...(auth ? { auth } : {}) });
  live.add(socket);
  return socket;
}

/** The screen that opened `socket` is done with it: it is closed and never reopened. */
export function closeSocket(socket: Socket): void {
  live.delete(socket);
  paused = paused.filter((candidate) => candidate !== socket);
  socket.disconnect();
}

/**
 * The account is being left (sign-out, deletion): every connection closes first, so that the server never cuts a
 * poll in flight when it ends the session (the browser would report a failed request).
 */
export function pauseSockets(): void {
  paused = [...live];
  for (const socket of paused) socket.disconnect();
}

/** The account was not left after all: the connections closed by `pauseSockets` open again. */
export function resumeSockets(): void {
  for (const socket of paused) socket.connect();
  paused = [];
}
