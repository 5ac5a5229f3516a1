import type { AuthResponse } from '@sante/shared/auth-schemas';
import type { Caller } from '../../app-context';
import type { SessionOpening } from './open-session';

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

/** The answer of a sign-in step: the session, or `{ mfaRequired, factorId }` when the TOTP must follow. */
export function toOpeningResponse(opening: SessionOpening): AuthResponse | { mfaRequired: true; factorId: string } {
  return opening.kind === 'mfa'
    ? { mfaRequired: true, factorId: opening.factorId }
    : toAuthResponse(opening.opened.caller);
}

/** The cookies of a sign-in step (the session's, or the MFA challenge's). */
export function openingCookies(opening: SessionOpening): Headers {
  return opening.kind === 'mfa' ? opening.cookies : opening.opened.cookies;
}
