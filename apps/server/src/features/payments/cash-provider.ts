import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/**
 * Payment on site: nothing to call. The payment stays pending until a doctor or staff member settles it
 * (`POST /api/payments/{id}/settle-cash`); it has no remote status and no webhooks.
 */
export const cashProvider: PaymentProvider = {
  initiate: () =>
    Promise.resolve({ providerReference: `cash_${randomUUID()}`, status: 'pending', nextAction: { type: 'none' } }),
  fetchStatus: () => Promise.resolve({ status: 'pending', amount: null, currency: null }),
  verifyWebhook: () => null,
};
