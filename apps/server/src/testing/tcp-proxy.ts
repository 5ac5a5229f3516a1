import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Like a database stopping: every open connection is cut and new ones are refused (ECONNREFUSED). */
  cut: () => Promise<void>;
  /** Like the database starting again: accepts connections on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
  /** The local ports of the proxy's open connections to the target (`client_port` in `pg_stat_activity`). */
  upstreamPorts: () => number[];
};

/** A TCP proxy to `host:port` that a test can cut and restore (database outage tests). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const upstream = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on both sides: the proxy has nothing to do about it.
    socket.on('error', () => socket.destroy());
  };
  const newServer = (): Server =>
    createServer((incoming) => {
      const outgoing = connect(target.port, target.host);
      track(incoming);
      track(outgoing);
      upstream.add(outgoing);
      outgoing.on('close', () => upstream.delete(outgoing));
      incoming.pipe(outgoing);
      outgoing.pipe(incoming);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  let server: Server | null = newServer();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  const stop = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    restore: async () => {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: stop,
    upstreamPorts: () => [...upstream].map((socket) => socket.localPort).filter((value) => value !== undefined),
  };
}
