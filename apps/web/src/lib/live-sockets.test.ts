import { describe, expect, it, vi } from 'vitest';
import { closeSocket, openSocket, pauseSockets, resumeSockets } from './live-sockets';

type FakeSocket = { connect: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> };

vi.mock('socket.io-client', () => ({
  io: (): FakeSocket => ({ connect: vi.fn(), disconnect: vi.fn() }),
}));

describe('the page’s live connections while an account is left', () => {
  it('closes every open connection before the sign-out, and reopens them when it fails', async () => {
    const first = (await openSocket()) as unknown as FakeSocket;
    const second = (await openSocket()) as unknown as FakeSocket;
    pauseSockets();
    expect(first.disconnect).toHaveBeenCalledOnce();
    expect(second.disconnect).toHaveBeenCalledOnce();
    resumeSockets();
    expect(first.connect).toHaveBeenCalledOnce();
    expect(second.connect).toHaveBeenCalledOnce();
    closeSocket(first as never);
    closeSocket(second as never);
  });

  it('never reopens a connection its screen closed meanwhile', async () => {
    const socket = (await openSocket()) as unknown as FakeSocket;
    pauseSockets();
    closeSocket(socket as never);
    resumeSockets();
    expect(socket.connect).not.toHaveBeenCalled();
    pauseSockets();
    expect(socket.disconnect).toHaveBeenCalledTimes(2);
  });
});
