import type { SignOutScope } from '@sante/shared/auth-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/logout?scope=`; a 401, 403 or 404 answer means the session is already gone. */
export async function signOut(scope: SignOutScope): Promise<void> {
  try {
    await apiRequest<void>('/auth/logout', { method: 'POST', query: { scope } });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}
