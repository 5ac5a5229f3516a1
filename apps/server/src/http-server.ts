import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) made a phone on 3G pay a new TCP
 * handshake (400 ms round trips) after every pause, and a client reusing a connection just as the server closed
 * it met ECONNRESET. Chrome keeps idle connections up to 5 minutes; one minute keeps most pauses of a person on
 * a screen without holding sockets for long.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The HTTP server of the app (SPA and API), with the keep-alive timeout above. */
export function startHttpServer(app: { fetch: Parameters<typeof serve>[0]['fetch'] }, options: { port: number; hostname: string }): ServerType {
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname });
  const http = server as Server;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must outlast the keep-alive timeout, or Node may close a connection while a reused one sends its headers.
  http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
