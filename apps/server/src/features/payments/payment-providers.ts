import type { PaymentMethod, PaymentProviderName } from '@sante/shared/payment-constants';
import type { AppDeps } from '../../app-context';
import { cashProvider } from './cash-provider';
import { notchPayProvider } from './notchpay-provider';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

export type PaymentProviders = {
  /** The providers this server talks to: the configured mobile-money one and cash. */
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Which provider collects a payment made with `method`. */
  nameFor: (method: PaymentMethod) => PaymentProviderName;
};

/**
 * Built once from the environment: PAYMENT_PROVIDER picks who moves mobile money (the sandbox never exists
 * beside Notch Pay, so nobody can approve a demo payment on a real deployment).
 */
export function createPaymentProviders({ env, db }: Pick<AppDeps, 'env' | 'db'>): PaymentProviders {
  const mobileMoney: PaymentProvider =
    env.PAYMENT_PROVIDER === 'notchpay'
      ? notchPayProvider({
          apiBase: env.NOTCHPAY_API_BASE,
          publicKey: env.NOTCHPAY_PUBLIC_KEY ?? '',
          hashKey: env.NOTCHPAY_HASH_KEY ?? '',
          callbackUrl: new URL('/patient/payment', env.PUBLIC_URL).toString(),
        })
      : sandboxProvider(db, env.SANDBOX_WEBHOOK_SECRET);
  return {
    byName: { [env.PAYMENT_PROVIDER]: mobileMoney, cash: cashProvider },
    nameFor: (method) => (method === 'cash' ? 'cash' : env.PAYMENT_PROVIDER),
  };
}
