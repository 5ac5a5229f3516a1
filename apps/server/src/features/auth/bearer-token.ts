import type { AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { AuthRequest } from './auth-request';
import { loadCaller } from './load-caller';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * An API client's `Authorization: Bearer <jwt>` (from `GET /api/auth/jwt`): three URL-safe base64 parts,
 * signed with one of our keys, not expired (else 400 `bad_jwt`), and its session (`sid`) still live, with the
 * same role and lifetime checks as a cookie session.
 */
export async function callerFromBearer(
  deps: Pick<AppDeps, 'db' | 'auth' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  token: string,
): Promise<Caller> {
  if (!JWT_SHAPE.test(token)) throw new AppError('bad_jwt');
  const verified = await deps.auth.api.verifyJWT({ body: { token } }).catch(() => null);
  const sessionId: unknown = verified?.payload?.sid;
  if (typeof sessionId !== 'string') throw new AppError('bad_jwt');
  return loadCaller(deps, req, sessionId);
}
