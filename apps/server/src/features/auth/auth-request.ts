import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { AppBindings } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';

/** What the auth use cases need from an HTTP request, without Hono. */
export type AuthRequest = {
  /** Only what better-auth should see: the cookie, the user agent and the resolved client IP. */
  headers: Headers;
  ip: string;
  requestId: string;
  log: Logger;
  /** The token of an `Authorization: Bearer` header (API clients), null without one. */
  bearer: string | null;
};

export function authRequestOf(c: Context<AppBindings>): AuthRequest {
  const headers = new Headers();
  const cookie = c.req.header('cookie');
  if (cookie) headers.set('cookie', cookie);
  const userAgent = c.req.header('user-agent');
  if (userAgent) headers.set('user-agent', userAgent.slice(0, 300));
  headers.set('x-forwarded-for', c.get('ip'));
  const authorization = c.req.header('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.*)$/i)?.[1]?.trim() ?? null;
  return { headers, ip: c.get('ip'), requestId: c.get('requestId'), log: c.get('log'), bearer };
}

/** Copies better-auth's Set-Cookie headers onto our answer. */
export function sendCookies(c: Context<AppBindings>, headers: Headers | undefined): void {
  if (!headers) return;
  for (const value of headers.getSetCookie()) c.header('Set-Cookie', value, { append: true });
}

/** Runs a better-auth call and turns its APIError into our AppError (its message never reaches the client). */
export async function callAuth<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

const INVALID_CREDENTIALS = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PHONE_NUMBER_OR_PASSWORD',
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'UNEXPECTED_ERROR',
]);

export function toAppError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const body: unknown = error.body;
  const code =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : '';
  if (INVALID_CREDENTIALS.has(code)) return new AppError('invalid_credentials');
  if (code === 'PASSWORD_TOO_SHORT')
    return new AppError('weak_password', { fieldErrors: { password: ['password.tooShort'] } });
  if (code === 'PASSWORD_TOO_LONG')
    return new AppError('weak_password', { fieldErrors: { password: ['password.tooLong'] } });
  if (code.includes('ALREADY_EXISTS')) return new AppError('identity_already_exists');
  switch (error.statusCode) {
    case 401:
      return new AppError('session_missing');
    case 403:
      return new AppError('forbidden');
    case 404:
      return new AppError('not_found');
    case 429:
      return new AppError('rate_limited', { retryAfter: 60 });
    default:
      return error.statusCode < 500 ? new AppError('validation_failed') : new AppError('internal_error');
  }
}
