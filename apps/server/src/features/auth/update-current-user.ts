import { ZUpdateUserRequestSchema } from '@sante/shared/auth-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { hashPassword } from '../../auth/password-hash';
import { account, session, user } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { parseWith } from '../../lib/validate';
import { auditCaller } from './audit-caller';
import { checkCurrentPassword } from './check-current-password';
import type { AuthRequest } from './auth-request';
import { assertStrongPassword } from './create-user';
import { loadCaller } from './load-caller';
import { revokeSessions } from './revoke-sessions';

/**
 * `PUT /user`: names and/or a new password. A new password needs the current one (5 wrong ones per 15 minutes,
 * then 429), unless the session was opened by a recovery code; it revokes the user's other sessions.
 */
export async function updateCurrentUser(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  body: unknown,
): Promise<Caller> {
  const input = parseWith(ZUpdateUserRequestSchema, body);
  const firstName = input.firstName ?? caller.firstName;
  const lastName = input.lastName ?? caller.lastName;
  if (input.firstName || input.lastName) {
    await deps.db.update(userProfiles).set({ firstName, lastName }).where(eq(userProfiles.userId, caller.userId));
    await deps.db
      .update(user)
      .set({ name: `${firstName} ${lastName}` })
      .where(eq(user.id, caller.userId));
  }
  if (input.password) {
    const [credential] = await deps.db
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, caller.userId), eq(account.providerId, 'credential')));
    if (!caller.recovery)
      await checkCurrentPassword(deps.db, caller.userId, input.currentPassword, {
        field: 'currentPassword',
        message: 'validation.invalidCurrentPassword',
      });
    assertStrongPassword(input.password, { phone: caller.phone, firstName, lastName });
    await setPassword(deps, caller.userId, input.password, credential?.id);
    await revokeSessions(deps, { userId: caller.userId, exceptSessionId: caller.sessionId });
    await deps.db.update(session).set({ recovery: false }).where(eq(session.id, caller.sessionId));
    await auditCaller(deps.db, req, caller, {
      action: 'auth.password_change',
      targetType: 'user',
      targetId: caller.userId,
      details: { viaRecovery: caller.recovery },
    });
  }
  deps.sessionCache.forgetUser(caller.userId);
  return loadCaller(deps, req, caller.sessionId);
}

/** Sets (or creates) the credential password of a user. */
export async function setPassword(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  password: string,
  credentialId?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (credentialId) {
    await db.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(eq(account.id, credentialId));
    return;
  }
  const [existing] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (existing)
    await db.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(eq(account.id, existing.id));
  else
    await db
      .insert(account)
      .values({ accountId: userId, providerId: 'credential', userId, password: passwordHash, updatedAt: new Date() });
}
