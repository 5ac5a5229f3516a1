import { BOOKING_UPDATED_EVENT, type BookingUpdatedMessage } from '@sante/shared/booking-constants';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { closeSocket, openSocket } from './live-sockets';
import { whenIdle } from './when-idle';

/** Spec §9: wait 1, 2, 5, then 10 s (and 10 s from then on) before each new attempt to reconnect. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** A live connection that came up later than this after its screen reads everything again once. */
const LATE_CONNECTION_MS = 1_000;

export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

/**
 * Live booking changes (Socket.IO, `/socket.io`, the session cookie authenticates). `onUpdate` is called with
 * each `booking:updated` push, and with `null` after a reconnection (changes may have been missed: read
 * everything again). The client library loads lazily, after the page has rendered. Returns whether the
 * channel is up, so a page can poll while it is down.
 */
export function useBookingUpdates(onUpdate: (message: BookingUpdatedMessage | null) => void): { connected: boolean } {
  return useRealtimeEvent(BOOKING_UPDATED_EVENT, onUpdate);
}

/**
 * One kind of push (`event`), as `useBookingUpdates` describes: `null` after a reconnection. Nothing connects while
 * `enabled` is false (a screen with nothing to follow). The connection opens once the page is idle (the client
 * library, 11 KiB, is never part of what a screen needs to be drawn); when it came up more than a second after the
 * screen, `null` too: a change made meanwhile would otherwise wait for the next one.
 */
export function useRealtimeEvent<M>(
  event: string,
  onUpdate: (message: M | null) => void,
  enabled = true,
): { connected: boolean } {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  }, [onUpdate]);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let socket: Socket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everConnected = false;
    let closed = false;
    const shownAt = performance.now();

    const retry = () => {
      if (closed || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        socket?.connect();
      }, reconnectDelayMs(attempt++));
    };

    const cancelOpening = whenIdle(
      () =>
        void openSocket().then((opened) => {
          if (closed) return closeSocket(opened);
          socket = opened;
          socket.on('connect', () => {
            attempt = 0;
            setConnected(true);
            if (everConnected || performance.now() - shownAt > LATE_CONNECTION_MS) latest.current(null);
            everConnected = true;
          });
          socket.on('disconnect', (reason) => {
            setConnected(false);
            if (reason !== 'io client disconnect') retry();
          });
          socket.on('connect_error', () => {
            setConnected(false);
            retry();
          });
          socket.on(event, (message: M) => latest.current(message));
        }),
    );

    return () => {
      closed = true;
      cancelOpening();
      clearTimeout(timer);
      if (socket) closeSocket(socket);
    };
  }, [event, enabled]);

  return { connected };
}
