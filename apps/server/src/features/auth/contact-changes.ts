import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactChanges, type ContactKind } from '../../db/schema/auth-codes';
import type { OutboxChannel } from '../../db/schema/jobs';
import type { Env } from '../../env';
import { queueMessage } from '../messaging/outbox';
import { hashToken } from './issue-action-token';

const UNDO_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** A password reset is not sent to a contact changed more recently than this (ADR 022). */
export const RESET_QUARANTINE_MS = 24 * 60 * 60_000;
export const CONTACT_UNDO_PATH = '/connexion/annuler-changement';

export type ContactChange = {
  userId: string;
  kind: ContactKind;
  previous: string | null;
  next: string | null;
  /** Where the undo link goes: the previous contact (or the other one when there was none). */
  notify: { channel: OutboxChannel; recipient: string } | null;
  locale: string;
};

/**
 * Records a change of an account's e-mail or phone and sends the previous contact a one-time undo link
 * (7 days, only its SHA-256 stored). Call it inside the change's transaction.
 */
export async function recordContactChange(tx: Db, env: Pick<Env, 'PUBLIC_URL'>, change: ContactChange): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(contactChanges).values({
    userId: change.userId,
    kind: change.kind,
    previousValue: change.previous,
    newValue: change.next,
    undoTokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + UNDO_LIFETIME_MS),
  });
  if (!change.notify) return;
  await queueMessage(tx, {
    ...change.notify,
    template: 'contact_changed',
    locale: change.locale,
    params: { contact: change.kind, link: `${env.PUBLIC_URL}${CONTACT_UNDO_PATH}?token=${token}` },
    userId: change.userId,
    kind: 'account_security',
  });
}

/** Whether `value` became an account's `kind` contact less than 24 h ago (and the change was not undone). */
export async function changedRecently(db: Db, kind: ContactKind, value: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.kind, kind),
        eq(contactChanges.newValue, value),
        isNull(contactChanges.undoneAt),
        gt(contactChanges.createdAt, new Date(now.getTime() - RESET_QUARANTINE_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
