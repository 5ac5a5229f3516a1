import type { PaymentMethod, PaymentStatus } from '@sante/shared/payment-constants';
import { z } from 'zod';
import type { InitiateResult, PaymentProvider, ProviderStatus } from './payment-provider';
import { ProviderUnavailableError } from './payment-provider';
import { parseWebhookBody } from './webhook-body';
import { signatureMatches } from './webhook-signature';

export const NOTCHPAY_SIGNATURE_HEADER = 'x-notch-signature';

export type NotchPayConfig = {
  apiBase: string;
  publicKey: string;
  hashKey: string;
  /** Where Notch Pay sends the payer back after its hosted page. */
  callbackUrl: string;
  fetch?: typeof fetch;
};

/** Notch Pay's statuses (docs: pending ... partialy-refunded), normalised. */
const STATUSES: Record<string, PaymentStatus> = {
  pending: 'pending',
  processing: 'processing',
  incomplete: 'failed',
  canceled: 'cancelled',
  failed: 'failed',
  rejected: 'failed',
  abandoned: 'cancelled',
  expired: 'expired',
  complete: 'succeeded',
  refunded: 'refunded',
  'partialy-refunded': 'refunded',
};

const CHANNELS: Partial<Record<PaymentMethod, string>> = { mtn_momo: 'cm.mtn', orange_money: 'cm.orange' };

const ZTransactionSchema = z.looseObject({
  reference: z.string().min(1).optional(),
  status: z.string().optional(),
  amount: z.number().optional(),
  currency: z.string().optional(),
});
const ZAnswerSchema = z.looseObject({
  authorization_url: z.string().optional(),
  transaction: ZTransactionSchema.optional(),
  payment: ZTransactionSchema.optional(),
});

function normalise(status: string | undefined): PaymentStatus | null {
  return status === undefined ? null : (STATUSES[status] ?? null);
}

/**
 * Notch Pay (https://developer.notchpay.co): `POST /payments` creates the transaction, `PUT /payments/{reference}`
 * charges the payer's MTN or Orange number directly (they approve on their phone), `GET /payments/{reference}`
 * tells its status (in `transaction.status` or `payment.status` depending on the docs version: both are read).
 */
export function notchPayProvider(config: NotchPayConfig): PaymentProvider {
  const fetchImpl = config.fetch ?? fetch;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: { Authorization: config.publicKey, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`notchpay ${method} unreachable: ${(error as Error).name}`);
    }
    const json: unknown = await response.json().catch(() => null);
    const parsed = ZAnswerSchema.safeParse(json);
    return { status: response.status, answer: parsed.success ? parsed.data : null };
  }

  return {
    async initiate({ payment, method, phone }): Promise<InitiateResult> {
      const created = await call('POST', '/payments', {
        amount: payment.amount,
        currency: payment.currency,
        customer: phone ? { phone } : {},
        description: payment.description,
        callback: config.callbackUrl,
        reference: payment.id,
      });
      const reference = created.answer?.transaction?.reference;
      if (created.status >= 300 || !reference) throw new ProviderUnavailableError(`notchpay init ${created.status}`);
      const channel = CHANNELS[method];
      const hosted = created.answer?.authorization_url;
      if (!channel || !phone) {
        if (!hosted) throw new ProviderUnavailableError('notchpay init without authorization_url');
        return { providerReference: reference, status: 'pending', nextAction: { type: 'redirect', url: hosted } };
      }
      const charged = await call('PUT', `/payments/${encodeURIComponent(reference)}`, {
        channel,
        data: { phone: phone.replace(/^\+/, ''), country: 'CM' },
      });
      if (charged.status >= 500) throw new ProviderUnavailableError(`notchpay charge ${charged.status}`);
      if (charged.status >= 300) {
        // The direct charge was refused (channel closed, number not eligible): the hosted page still works.
        if (!hosted) throw new ProviderUnavailableError(`notchpay charge ${charged.status}`);
        return { providerReference: reference, status: 'pending', nextAction: { type: 'redirect', url: hosted } };
      }
      const status = normalise(charged.answer?.transaction?.status) ?? 'pending';
      return {
        providerReference: reference,
        status: status === 'succeeded' ? 'processing' : status,
        nextAction: { type: 'approve_on_phone' },
      };
    },

    async fetchStatus(reference): Promise<ProviderStatus> {
      const { status, answer } = await call('GET', `/payments/${encodeURIComponent(reference)}`);
      const transaction = answer?.transaction ?? answer?.payment;
      const normalised = normalise(answer?.transaction?.status) ?? normalise(answer?.payment?.status);
      if (status >= 300 || !transaction || !normalised) throw new ProviderUnavailableError(`notchpay status ${status}`);
      return { status: normalised, amount: transaction.amount ?? null, currency: transaction.currency ?? null };
    },

    verifyWebhook(rawBody, headers) {
      if (!signatureMatches(config.hashKey, rawBody, headers.get(NOTCHPAY_SIGNATURE_HEADER))) return null;
      const body = parseWebhookBody(rawBody);
      if (!body) return null;
      return {
        eventId: body.id,
        type: body.event,
        reference: body.data.reference,
        claimedStatus: normalise(body.data.status) ?? normalise(body.event.replace(/^payment\./, '')),
        amount: body.data.amount ?? null,
        currency: body.data.currency ?? null,
      };
    },
  };
}
