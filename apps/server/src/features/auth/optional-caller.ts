import type { Context } from 'hono';
import type { AppBindings, AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authRequestOf, sendCookies } from './auth-request';
import { currentSession } from './current-session';

/**
 * The caller on a PUBLIC route, or null: an anonymous visitor, or a dead session or token, is served as
 * anonymous instead of refused (its cookies are still refreshed or cleared).
 */
export async function optionalCaller(deps: AppDeps, c: Context<AppBindings>): Promise<Caller | null> {
  try {
    const { caller, cookies } = await currentSession(deps, authRequestOf(c));
    sendCookies(c, cookies);
    return caller;
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}
