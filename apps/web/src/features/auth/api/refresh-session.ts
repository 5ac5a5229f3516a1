import type { AuthResponse } from '@sante/shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/token?grant_type=refresh_token`: the same session with a new `expiresAt`. */
export function refreshSession(): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/token', { method: 'POST', query: { grant_type: 'refresh_token' } });
}
