import { ZSignUpRequestSchema } from '@sante/shared/auth-schemas';
import { MISSING_CREDENTIALS_MESSAGE } from '@sante/shared/error-codes';
import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { fieldErrorsOf } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { createUser } from './create-user';
import { openSession, type SessionOpening } from './open-session';

/** Patient self sign-up (the only role that signs up itself), then a session. */
export async function signUpPatient(deps: AppDeps, req: AuthRequest, body: unknown): Promise<SessionOpening> {
  const parsed = ZSignUpRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const missing = (field: string) => fieldErrors[field]?.includes('validation.required') ?? false;
    if (missing('password') || (missing('phone') && !hasText(body, 'email'))) {
      throw new AppError('missing_credentials', { message: MISSING_CREDENTIALS_MESSAGE, fieldErrors });
    }
    throw new AppError('validation_failed', { fieldErrors });
  }
  const input = parsed.data;
  const { userId } = await createUser(deps.db, {
    role: 'patient',
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    email: input.email ?? null,
    password: input.password,
  });
  await audit(deps.db, {
    action: 'auth.sign_up',
    outcome: 'success',
    actorId: userId,
    actorRole: 'patient',
    targetType: 'user',
    targetId: userId,
    ip: req.ip,
    requestId: req.requestId,
  });
  req.log.info({ userId }, 'patient signed up');
  return openSession(deps, req, userId, { portal: 'patient' });
}

function hasText(body: unknown, key: string): boolean {
  if (typeof body !== 'object' || body === null || !(key in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '';
}
