import type { PaymentView } from '@sante/shared/payment-constants';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { PhoneConfirmation } from './phone-confirmation';

const processing: PaymentView = {
  id: '8d1f6c2e-3b8a-4c6e-9f1a-2b3c4d5e6f71',
  payableType: 'booking',
  payableId: '1d1f6c2e-3b8a-4c6e-9f1a-2b3c4d5e6f71',
  amount: 15_000,
  currency: 'XAF',
  provider: 'notchpay',
  method: 'orange_money',
  status: 'processing',
  nextAction: { type: 'redirect', url: 'https://pay.example.test/checkout/abc' },
  failureCode: null,
  refundReason: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

describe('PhoneConfirmation', () => {
  it('while the operator waits: what to do, the provider’s page, a spinner; nothing final reported', () => {
    const onFinal = vi.fn();
    render(<PhoneConfirmation current={processing} onFinal={onFinal} />);
    expect(screen.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Ouvrir la page de paiement de l'opérateur" }).getAttribute('href')).toBe(
      'https://pay.example.test/checkout/abc',
    );
    expect(screen.getByText('En attente de votre confirmation…')).toBeTruthy();
    expect(onFinal).not.toHaveBeenCalled();
  });

  it('a failed payment says so and is reported once final', () => {
    const onFinal = vi.fn();
    const failed = { ...processing, status: 'failed' as const };
    render(<PhoneConfirmation current={failed} onFinal={onFinal} />);
    expect(screen.getByText('Le paiement n’a pas abouti.')).toBeTruthy();
    expect(screen.queryByText('En attente de votre confirmation…')).toBeNull();
    expect(onFinal).toHaveBeenCalledWith(failed);
  });
});
