import { isEmail } from '@sante/shared/identifier';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';

export type Target = { kind: 'email' | 'phone'; identifier: string };

/** An email or a Cameroon phone from a body; neither: 400 with field errors on both. */
export function targetOf(input: { email?: string | undefined; phone?: string | undefined }): Target {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (email) {
    if (!isEmail(email))
      throw new AppError('validation_failed', { fieldErrors: { email: ['validation.invalidEmail'] } });
    return { kind: 'email', identifier: email.toLowerCase() };
  }
  if (phone) {
    const normalised = normaliseCameroonPhone(phone);
    if (!normalised) throw new AppError('validation_failed', { fieldErrors: { phone: ['validation.invalidPhone'] } });
    return { kind: 'phone', identifier: normalised };
  }
  throw new AppError('validation_failed', {
    fieldErrors: { email: ['validation.required'], phone: ['validation.required'] },
  });
}

/**
 * The account behind an identifier unless deleted, or null (callers answer the same either way). A suspended
 * account is found: its holder gets the code, and the session it opens is refused with `account_suspended`
 * (ADR 054); nobody signs up again with its phone.
 */
export async function findAccount(db: Db, target: Target) {
  const [row] = await db
    .select({
      userId: userProfiles.userId,
      status: userProfiles.status,
      role: userProfiles.role,
      phone: userProfiles.phone,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(userProfiles)
    .where(
      target.kind === 'email' ? eq(userProfiles.email, target.identifier) : eq(userProfiles.phone, target.identifier),
    );
  return row && row.status !== 'deleted' ? row : null;
}
