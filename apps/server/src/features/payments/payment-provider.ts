import type { PaymentMethod, PaymentNextAction, PaymentStatus } from '@sante/shared/payment-constants';

/** What a provider needs to start collecting one payment. */
export type InitiateInput = {
  payment: { id: string; amount: number; currency: 'XAF'; description: string };
  method: PaymentMethod;
  /** E.164 (`+2376...`) for mobile money, null for cash. */
  phone: string | null;
};

export type InitiateResult = {
  providerReference: string;
  status: PaymentStatus;
  nextAction: PaymentNextAction;
};

/** The provider's own answer about a transaction, normalised. */
export type ProviderStatus = {
  status: PaymentStatus;
  /** What the provider says was (or will be) collected; null when it does not say. */
  amount: number | null;
  currency: string | null;
};

/** A webhook whose signature checked out. Still only a hint: the status endpoint decides. */
export type WebhookEvent = {
  eventId: string;
  type: string;
  reference: string;
  claimedStatus: PaymentStatus | null;
  amount: number | null;
  currency: string | null;
};

/** A way money moves (sandbox, Notch Pay, cash). Implementations never touch the `payments` table. */
export type PaymentProvider = {
  initiate: (input: InitiateInput) => Promise<InitiateResult>;
  fetchStatus: (reference: string) => Promise<ProviderStatus>;
  /** The parsed event when the signature of the raw body is right, null otherwise (or when it has no webhooks). */
  verifyWebhook: (rawBody: string, headers: Headers) => WebhookEvent | null;
};

/** The provider could not be reached or answered something unusable (network, 5xx, malformed body). */
export class ProviderUnavailableError extends Error {}
