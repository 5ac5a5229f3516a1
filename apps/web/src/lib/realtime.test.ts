import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelayMs, useRealtimeEvent } from './realtime';

/** A Socket.IO client stand-in: the handlers the hook registers, fired by the test. */
class FakeSocket {
  handlers = new Map<string, (...args: unknown[]) => void>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, handler);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.(...args);
  }
  connect() {}
  disconnect() {}
}

const sockets: FakeSocket[] = [];
const idleTasks: (() => void)[] = [];

vi.mock('./live-sockets', () => ({
  openSocket: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return Promise.resolve(socket);
  },
  closeSocket: (socket: FakeSocket) => socket.disconnect(),
}));
vi.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => idleTasks.splice(idleTasks.indexOf(task), 1);
  },
}));

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5 then 10 seconds, and 10 seconds from then on (spec §9)', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});

describe('useRealtimeEvent', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    sockets.length = 0;
    idleTasks.length = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  const openWhenIdle = async () => {
    await act(async () => {
      idleTasks.shift()?.();
      await Promise.resolve();
    });
  };

  it('opens the connection only once the page is idle', async () => {
    const onUpdate = vi.fn();
    renderHook(() => useRealtimeEvent('booking:updated', onUpdate));
    expect(sockets).toHaveLength(0);
    await openWhenIdle();
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]?.fire('booking:updated', { id: 'b1' }));
    expect(onUpdate).toHaveBeenCalledWith({ id: 'b1' });
  });

  it('up within a second of the screen: nothing read again; later: everything read again once', async () => {
    const quick = vi.fn();
    renderHook(() => useRealtimeEvent('booking:updated', quick));
    await openWhenIdle();
    now = 400;
    act(() => sockets[0]?.fire('connect'));
    expect(quick).not.toHaveBeenCalled();

    const late = vi.fn();
    now = 10_000;
    const { result } = renderHook(() => useRealtimeEvent('booking:updated', late));
    await openWhenIdle();
    now = 12_500;
    act(() => sockets[1]?.fire('connect'));
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(null);
    expect(result.current.connected).toBe(true);
  });

  it('a screen left before the page was idle never opens the connection', () => {
    const { unmount } = renderHook(() => useRealtimeEvent('booking:updated', vi.fn()));
    unmount();
    expect(idleTasks).toHaveLength(0);
    expect(sockets).toHaveLength(0);
  });
});
