import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '@sante/shared/head-script';
import { secureHeaders } from 'hono/secure-headers';
import type { AppBindings } from '../app-context';
import type { Env } from '../env';
import { AppError } from './app-error';

/** The CSP source that allows the page's one inline script (`head-script.ts`) and no other. */
const HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/**
 * CSP without inline scripts but the head script; frame-ancestors none; HSTS only in production (over HTTPS). The
 * built files (`/assets/*`: scripts, stylesheets, images) get only what governs them (`nosniff`, the resource and
 * referrer policies, HSTS), not the headers of a page: about 1 KiB less on each of the twenty files of a first
 * visit over 3G (ADR 063). The service worker is not under `/assets`: it keeps the CSP, which governs it.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  const strictTransportSecurity = env.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false;
  const referrerPolicy = 'strict-origin-when-cross-origin';
  const pages = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", HEAD_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    strictTransportSecurity,
    xFrameOptions: 'DENY',
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: ['self'] },
  });
  const builtFiles = secureHeaders({
    strictTransportSecurity,
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (c.req.path.startsWith('/assets/') ? builtFiles(c, next) : pages(c, next));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Origin check on state-changing requests: a browser always sends `Origin` on a cross-site POST/PUT/DELETE,
 * and `Sec-Fetch-Site` tells whether it is cross-site. Requests without both (server-to-server, curl) pass.
 */
export function originCheck(env: Env): MiddlewareHandler<AppBindings> {
  const trusted = new Set(
    [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS.split(',')]
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => new URL(value).origin),
  );
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const own = new URL(c.req.url).origin;
    if (origin && origin !== 'null' && origin !== own && !trusted.has(origin)) throw new AppError('origin_forbidden');
    if (!origin && fetchSite === 'cross-site') throw new AppError('origin_forbidden');
    if (origin === 'null') throw new AppError('origin_forbidden');
    return next();
  };
}

/**
 * Headers of every `/api` answer. `Cache-Control: no-store` unless the route chose its own (the API answers
 * personal and health data; the few public ones say so themselves, ADR 025). After a 413 the rest of the body
 * is not read, so the connection cannot be kept: `Connection: close` tells the client to open a new one.
 */
export function apiResponseHeaders(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    if (c.res.status === 413) c.header('Connection', 'close');
  };
}
