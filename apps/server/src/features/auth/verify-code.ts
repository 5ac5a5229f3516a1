import { ZVerifyRequestSchema, type OtpType } from '@sante/shared/auth-schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { checkCode } from '../../auth/one-time-code';
import { oneTimeCodes, type CodePurpose } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { targetOf } from './identify';
import { openSession, type OpenedSession } from './open-session';

export function purposeOf(type: OtpType): CodePurpose {
  return type === 'recovery' ? 'recovery' : 'otp';
}

/**
 * `POST /verify`: checks the last code sent to the identifier (10 minutes, 5 attempts) and opens a session;
 * type `recovery` opens a session that may set a new password.
 */
export async function verifyCode(deps: AppDeps, req: AuthRequest, body: unknown): Promise<OpenedSession> {
  const input = parseWith(ZVerifyRequestSchema, body);
  const target = targetOf(input);
  const purpose = purposeOf(input.type);
  const [stored] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.identifier, target.identifier),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!stored) throw new AppError('otp_invalid');
  const result = checkCode(deps.env.AUTH_SECRET, stored, input.token, new Date());
  if (result === 'expired') throw new AppError('otp_expired');
  if (result === 'attempts_exceeded' && stored.attempts >= 5) throw new AppError('otp_attempts_exceeded');
  // Count the attempt atomically (two parallel guesses cannot both use the last attempt).
  const [counted] = await deps.db
    .update(oneTimeCodes)
    .set(
      result === 'ok'
        ? { attempts: sql`${oneTimeCodes.attempts} + 1`, consumedAt: new Date() }
        : { attempts: sql`${oneTimeCodes.attempts} + 1` },
    )
    .where(
      and(eq(oneTimeCodes.id, stored.id), eq(oneTimeCodes.attempts, stored.attempts), isNull(oneTimeCodes.consumedAt)),
    )
    .returning({ id: oneTimeCodes.id });
  if (!counted) throw new AppError('otp_invalid');
  if (result !== 'ok') {
    await audit(deps.db, {
      action: 'auth.verify_code',
      outcome: 'failure',
      targetType: 'user',
      targetId: stored.userId,
      ip: req.ip,
      requestId: req.requestId,
      details: { purpose },
    });
    throw new AppError(result === 'attempts_exceeded' ? 'otp_attempts_exceeded' : 'otp_invalid');
  }
  const opened = await openSession(deps, req, stored.userId, {
    portal: input.portal,
    recovery: purpose === 'recovery',
  });
  await audit(deps.db, {
    action: 'auth.sign_in',
    outcome: 'success',
    actorId: stored.userId,
    actorRole: opened.caller.role,
    targetType: 'user',
    targetId: stored.userId,
    ip: req.ip,
    requestId: req.requestId,
    details: { method: 'code', purpose },
  });
  return opened;
}
