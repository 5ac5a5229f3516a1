import { randomUUID } from 'node:crypto';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { isStaffRole, type Role } from '@sante/shared/roles';
import { eq, or } from 'drizzle-orm';
import { hashPassword } from '../../auth/password-hash';
import { passwordProblems } from '../../auth/password-policy';
import type { Db } from '../../db/client';
import { account, user } from '../../db/schema/auth';
import { adminUsers, userProfiles } from '../../db/schema/profiles';
import type { AccountStatus } from '@sante/shared/auth-schemas';
import { AppError } from '../../lib/app-error';

/** better-auth's `user.email` is NOT NULL UNIQUE: phone-only accounts get an address on a reserved domain. */
export const PHONE_EMAIL_DOMAIN = 'phone.sante.invalid';

export type CreateUserInput = {
  role: Role;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  /** Without a password the account cannot sign in until an invitation or recovery sets one. */
  password?: string | null;
  /** An Argon2id hash already checked and computed (a sign-up completed by its phone code). */
  passwordHash?: string | null;
  status?: AccountStatus;
  city?: string | null;
  neighbourhood?: string | null;
};

/** Refuses a weak password with every reason (`weak_password`, `fieldErrors.password`). */
export function assertStrongPassword(
  password: string,
  context: { phone?: string | null; firstName?: string | null; lastName?: string | null },
): void {
  const reasons = passwordProblems(password, context);
  if (reasons.length > 0) throw new AppError('weak_password', { fieldErrors: { password: reasons } });
}

/**
 * The one way an account is created (sign-up, admin, invitation, seed, CLI, test factories): better-auth
 * user + credential account (when a password is given) + `user_profiles`, and an `admin_users` row for staff,
 * in one transaction. Phone unique (409 `phone_exists`), email unique (409 `email_exists`).
 */
export async function createUser(db: Db, input: CreateUserInput): Promise<{ userId: string }> {
  const email = input.email ? input.email.trim().toLowerCase() : null;
  const phone = input.phone ? normaliseCameroonPhone(input.phone) : null;
  if (input.phone && !phone)
    throw new AppError('validation_failed', { fieldErrors: { phone: ['validation.invalidPhone'] } });
  if (!email && !phone) throw new AppError('missing_credentials', { fieldErrors: { phone: ['validation.required'] } });
  if (input.password)
    assertStrongPassword(input.password, { phone, firstName: input.firstName, lastName: input.lastName });

  const conditions = [
    phone ? eq(userProfiles.phone, phone) : undefined,
    email ? eq(userProfiles.email, email) : undefined,
  ].filter((c) => c !== undefined);
  const clashes = await db
    .select({ phone: userProfiles.phone, email: userProfiles.email })
    .from(userProfiles)
    .where(or(...conditions));
  if (phone && clashes.some((row) => row.phone === phone))
    throw new AppError('phone_exists', { fieldErrors: { phone: ['validation.phoneExists'] } });
  if (email && clashes.some((row) => row.email === email))
    throw new AppError('email_exists', { fieldErrors: { email: ['validation.emailExists'] } });

  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const userId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`.trim(),
        email: email ?? `${userId}@${PHONE_EMAIL_DOMAIN}`,
        emailVerified: false,
        phoneNumber: phone,
        phoneNumberVerified: phone ? true : null,
      });
      if (passwordHash) {
        await tx.insert(account).values({
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
          updatedAt: new Date(),
        });
      }
      await tx.insert(userProfiles).values({
        userId,
        role: input.role,
        status: input.status ?? 'active',
        firstName: input.firstName,
        lastName: input.lastName,
        phone,
        email,
        city: input.city ?? null,
        neighbourhood: input.neighbourhood ?? null,
      });
      if (email && isStaffRole(input.role)) {
        await tx
          .insert(adminUsers)
          .values({ email, role: input.role, active: true })
          .onConflictDoUpdate({ target: adminUsers.email, set: { role: input.role, active: true } });
      }
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  return { userId };
}

/** A lost race on a unique index becomes the same 409 as the check above. */
export function uniqueViolation(error: unknown): AppError | null {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null || !('code' in cause) || cause.code !== '23505') return null;
  const text = `${'constraint' in cause ? String(cause.constraint) : ''} ${'message' in cause ? String(cause.message) : ''} ${'detail' in cause ? String(cause.detail) : ''}`;
  if (text.includes('phone'))
    return new AppError('phone_exists', { fieldErrors: { phone: ['validation.phoneExists'] } });
  return new AppError('email_exists', { fieldErrors: { email: ['validation.emailExists'] } });
}
