import { randomUUID } from 'node:crypto';
import type { PaymentStatus } from '@sante/shared/payment-constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTransactions, type SANDBOX_STATUSES } from '../../db/schema/payments';
import type { PaymentProvider, WebhookEvent } from './payment-provider';
import { hmacSha256Hex, signatureMatches } from './webhook-signature';
import { parseWebhookBody } from './webhook-body';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

const STATUS: Record<SandboxStatus, PaymentStatus> = { pending: 'pending', complete: 'succeeded', declined: 'failed' };

/**
 * The demo provider: behaves like mobile money (a pending transaction the payer approves or declines on the
 * sandbox page), keeps its own ledger (`sandbox_transactions`, what its status endpoint answers) and signs
 * its webhooks with SANDBOX_WEBHOOK_SECRET like a real provider would.
 */
export function sandboxProvider(db: Db, secret: string): PaymentProvider {
  return {
    async initiate({ payment }) {
      const reference = `sbx_${randomUUID()}`;
      await db.insert(sandboxTransactions).values({ reference, amount: payment.amount, currency: payment.currency });
      return { providerReference: reference, status: 'pending', nextAction: { type: 'approve_on_phone' } };
    },
    async fetchStatus(reference) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
      if (!row) return { status: 'failed', amount: null, currency: null };
      return { status: STATUS[row.status], amount: row.amount, currency: row.currency };
    },
    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER))) return null;
      const body = parseWebhookBody(rawBody);
      if (!body) return null;
      const claimed = body.data.status;
      const event: WebhookEvent = {
        eventId: body.id,
        type: body.event,
        reference: body.data.reference,
        claimedStatus: claimed === 'complete' || claimed === 'declined' ? STATUS[claimed] : null,
        amount: body.data.amount ?? null,
        currency: body.data.currency ?? null,
      };
      return event;
    },
  };
}

/** The payer's answer on the sandbox page, recorded in the sandbox's ledger; returns the webhook it sends. */
export async function decideSandboxTransaction(
  db: Db,
  secret: string,
  reference: string,
  decision: 'complete' | 'declined',
): Promise<{ rawBody: string; headers: Headers } | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: decision, decidedAt: new Date() })
    .where(eq(sandboxTransactions.reference, reference))
    .returning();
  if (!row) return null;
  const rawBody = JSON.stringify({
    id: `evt_${randomUUID()}`,
    event: `payment.${decision === 'complete' ? 'complete' : 'failed'}`,
    data: { reference, status: decision, amount: row.amount, currency: row.currency },
  });
  return { rawBody, headers: sandboxWebhookHeaders(secret, rawBody) };
}

export function sandboxWebhookHeaders(secret: string, rawBody: string): Headers {
  return new Headers({
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: hmacSha256Hex(secret, rawBody),
  });
}
