import { JWKS_CACHE_MS } from '@sante/shared/constants';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { callAuth } from './auth-request';

/** `GET /.well-known/jwks.json`: public keys of the JWTs from `GET /api/auth/jwt`, cached 10 minutes by clients. */
export function wellKnownRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/jwks.json', async (c) => {
    const keys = await callAuth(() => deps.auth.api.getJwks());
    c.header('Cache-Control', `public, max-age=${JWKS_CACHE_MS / 1000}`);
    return c.json(keys);
  });
}
