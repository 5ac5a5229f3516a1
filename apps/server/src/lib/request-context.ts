import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-context';
import type { Env } from '../env';
import type { Logger } from './logger';

/** A request id, the client IP and a child logger per request; one access-log line with ids only. */
export function requestContext(env: Env, logger: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('ip', clientIp(c, env));
    c.set('log', logger.child({ requestId }));
    c.set('caller', undefined);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      const caller = c.get('caller');
      c.get('log').info(
        {
          method: c.req.method,
          path: c.req.routePath,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          userId: caller?.userId,
          role: caller?.role,
        },
        'request',
      );
    }
  };
}

function clientIp(c: Parameters<MiddlewareHandler>[0], env: Env): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
