import { ZContactUndoRequestSchema } from '@sante/shared/auth-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { session, user } from '../../db/schema/auth';
import { contactChanges } from '../../db/schema/auth-codes';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseWith } from '../../lib/validate';
import type { AuthRequest } from './auth-request';
import { PHONE_EMAIL_DOMAIN, uniqueViolation } from './create-user';
import { hashToken } from './issue-action-token';

/**
 * `POST /api/auth/contact-change/undo` (ADR 022): the link sent to the previous contact puts it back, once,
 * within 7 days, and ends every session of the account (the person who changed it is signed out).
 */
export async function undoContactChange(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const { token } = parseWith(ZContactUndoRequestSchema, body);
  const tokenHash = hashToken(token);
  const [change] = await deps.db.select().from(contactChanges).where(eq(contactChanges.undoTokenHash, tokenHash));
  if (!change || change.undoneAt)
    throw new AppError('otp_invalid', { fieldErrors: { token: ['validation.invalidToken'] } });
  if (change.expiresAt.getTime() <= Date.now())
    throw new AppError('otp_expired', { fieldErrors: { token: ['validation.expiredToken'] } });
  try {
    await deps.db.transaction(async (tx) => {
      const undone = await tx
        .update(contactChanges)
        .set({ undoneAt: new Date() })
        .where(and(eq(contactChanges.id, change.id), isNull(contactChanges.undoneAt)))
        .returning({ id: contactChanges.id });
      if (undone.length === 0)
        throw new AppError('otp_invalid', { fieldErrors: { token: ['validation.invalidToken'] } });
      if (change.kind === 'email') {
        await tx
          .update(userProfiles)
          .set({ email: change.previousValue })
          .where(eq(userProfiles.userId, change.userId));
        await tx
          .update(user)
          .set({ email: change.previousValue ?? `${change.userId}@${PHONE_EMAIL_DOMAIN}` })
          .where(eq(user.id, change.userId));
      } else {
        await tx
          .update(userProfiles)
          .set({ phone: change.previousValue })
          .where(eq(userProfiles.userId, change.userId));
        await tx.update(user).set({ phoneNumber: change.previousValue }).where(eq(user.id, change.userId));
      }
      await tx.delete(session).where(eq(session.userId, change.userId));
      await audit(tx, {
        action: 'auth.contact_change_undo',
        outcome: 'success',
        targetType: 'user',
        targetId: change.userId,
        ip: req.ip,
        requestId: req.requestId,
        details: { kind: change.kind },
      });
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  deps.sessionCache.forgetUser(change.userId);
  req.log.info({ userId: change.userId }, 'contact change undone');
}
