import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxStatus } from '../../db/schema/jobs';
import { AppError } from '../../lib/app-error';

/** Constant-time equality of two strings (different lengths are simply unequal). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Meta's subscription check: echo `hub.challenge` when the verify token matches, else 403. */
export function verifySubscription(verifyToken: string, query: Record<string, string | undefined>): string {
  const challenge = query['hub.challenge'];
  const token = query['hub.verify_token'] ?? '';
  if (query['hub.mode'] !== 'subscribe' || !challenge || !sameText(token, verifyToken)) throw new AppError('forbidden');
  return challenge;
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`, compared in constant time. */
export function verifySignature(appSecret: string, rawBody: Buffer, header: string | undefined): void {
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  if (!header || !sameText(header, expected)) throw new AppError('invalid_signature');
}

const ZStatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z.array(z.object({ code: z.number().optional() })).optional(),
});
const ZWebhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(z.object({ value: z.object({ statuses: z.array(ZStatusSchema).optional() }).loose() }))
          .default([]),
      }),
    )
    .default([]),
});

/** A status only moves forward; a replayed or late event changes nothing. */
const MOVES: Record<string, { to: OutboxStatus; from: OutboxStatus[] }> = {
  sent: { to: 'sent', from: ['queued'] },
  delivered: { to: 'delivered', from: ['queued', 'sent'] },
  read: { to: 'read', from: ['queued', 'sent', 'delivered'] },
  failed: { to: 'failed', from: ['queued', 'sent'] },
};

/** Applies the statuses of a verified webhook body; returns how many deliveries changed. */
export async function applyStatusEvents(db: Db, body: unknown): Promise<number> {
  const parsed = ZWebhookSchema.safeParse(body);
  if (!parsed.success) throw new AppError('validation_failed');
  let changed = 0;
  for (const { changes } of parsed.data.entry)
    for (const { value } of changes)
      for (const event of value.statuses ?? []) {
        const move = MOVES[event.status];
        if (!move) continue;
        const errorCode = event.errors?.[0]?.code;
        const rows = await db
          .update(outboxMessages)
          .set({
            status: move.to,
            ...(move.to === 'sent' && { sentAt: sql`now()` }),
            ...(move.to === 'delivered' && { deliveredAt: sql`now()` }),
            ...(move.to === 'read' && { readAt: sql`now()` }),
            ...(move.to === 'failed' && { failedAt: sql`now()`, lastError: `whatsapp_${errorCode ?? 'failed'}` }),
          })
          .where(and(eq(outboxMessages.providerMessageId, event.id), inArray(outboxMessages.status, move.from)))
          .returning({ id: outboxMessages.id });
        changed += rows.length;
      }
  return changed;
}
