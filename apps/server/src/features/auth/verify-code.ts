import { ZVerifyRequestSchema, type OtpType } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import type { CodePurpose } from '../../db/schema/auth-codes';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { completeSignUp } from './complete-sign-up';
import { targetOf } from './identify';
import { consumeCode } from './one-time-codes';
import { openSession, type SessionOpening } from './open-session';

export function purposeOf(type: OtpType): CodePurpose {
  return type === 'recovery' ? 'recovery' : 'otp';
}

/**
 * `POST /verify`: checks the last code sent to the identifier (10 minutes, 5 attempts) and opens a session
 * (after the TOTP when the account has a factor); type `recovery` opens a session that may set a new password;
 * type `signup` with a phone completes a patient sign-up (`complete-sign-up.ts`).
 */
export async function verifyCode(deps: AppDeps, req: AuthRequest, body: unknown): Promise<SessionOpening> {
  const input = parseWith(ZVerifyRequestSchema, body);
  const target = targetOf(input);
  if (input.type === 'signup' && target.kind === 'phone')
    return completeSignUp(deps, req, { phone: target.identifier, token: input.token });
  const purpose = purposeOf(input.type);
  const stored = await consumeCode(
    deps.db,
    deps.env.AUTH_SECRET,
    { purpose, identifier: target.identifier },
    input.token,
    (wrong) =>
      audit(deps.db, {
        action: 'auth.verify_code',
        outcome: 'failure',
        targetType: 'user',
        targetId: wrong.userId,
        ip: req.ip,
        requestId: req.requestId,
        details: { purpose },
      }),
  );
  const opening = await openSession(deps, req, stored.userId, {
    portal: input.portal,
    recovery: purpose === 'recovery',
  });
  await audit(deps.db, {
    action: 'auth.sign_in',
    outcome: 'success',
    actorId: stored.userId,
    actorRole: opening.kind === 'session' ? opening.opened.caller.role : null,
    targetType: 'user',
    targetId: stored.userId,
    ip: req.ip,
    requestId: req.requestId,
    details:
      opening.kind === 'session' ? { method: 'code', purpose } : { method: 'code', purpose, step: 'mfa_required' },
  });
  return opening;
}
