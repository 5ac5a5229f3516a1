import type { AuthResponse } from '@sante/shared/auth-schemas';
import type { Caller } from '../../app-context';

export function toAuthResponse(caller: Caller): AuthResponse {
  return {
    user: {
      id: caller.userId,
      email: caller.email,
      phone: caller.phone,
      firstName: caller.firstName,
      lastName: caller.lastName,
      role: caller.role,
      status: 'active',
      mfaEnabled: caller.mfaEnabled,
    },
    session: {
      expiresAt: caller.expiresAt.toISOString(),
      loginTime: caller.loginTime.toISOString(),
      expiresIn: Math.max(0, Math.floor((caller.expiresAt.getTime() - Date.now()) / 1000)),
      tokenType: 'cookie',
    },
  };
}
