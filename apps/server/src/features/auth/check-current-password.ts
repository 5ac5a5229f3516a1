import { RATE_LIMITS } from '@sante/shared/constants';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password-hash';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { hit, peek } from '../../lib/rate-limit';

/**
 * Checks the signed-in user's current password before a sensitive change (password, e-mail or phone, account
 * deletion). Wrong answers are counted per account: 5 per 15 minutes, then 429 `rate_limited` even for the
 * right one, so a stolen session is not a password oracle (ADR 022). A wrong or missing password:
 * 400 `invalid_credentials` with `fieldErrors[field] = [message]`.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: string,
  password: string | undefined,
  fieldError: { field: string; message: string },
): Promise<void> {
  const key = `password-check:${userId}`;
  const failures = await peek(db, key, RATE_LIMITS.currentPasswordFailures);
  if (!failures.allowed) throw new AppError('rate_limited', { retryAfter: failures.retryAfterSeconds });
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const ok = credential?.password && password ? await verifyPassword(credential.password, password) : false;
  if (ok) return;
  await hit(db, key, RATE_LIMITS.currentPasswordFailures);
  throw new AppError('invalid_credentials', { fieldErrors: { [fieldError.field]: [fieldError.message] } });
}
