import type { PaymentView } from '@sante/shared/payment-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { SandboxPaymentApproval } from './sandbox-payment-approval';

const pending: PaymentView = {
  id: '8d1f6c2e-3b8a-4c6e-9f1a-2b3c4d5e6f70',
  payableType: 'booking',
  payableId: '1d1f6c2e-3b8a-4c6e-9f1a-2b3c4d5e6f70',
  amount: 15_000,
  currency: 'XAF',
  provider: 'sandbox',
  method: 'mtn_momo',
  status: 'pending',
  nextAction: { type: 'approve_on_phone' },
  failureCode: null,
  refundReason: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('SandboxPaymentApproval', () => {
  it('labels the demo, shows the amount, and approving posts the answer and reports the final payment', async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith('/approve') && init?.method === 'POST') {
        return Promise.resolve(json({ payment: { ...pending, status: 'succeeded' } }));
      }
      return Promise.resolve(json({ payment: pending }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onFinal = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SandboxPaymentApproval paymentId={pending.id} onFinal={onFinal} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Paiement de démonstration')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeTruthy();
    expect(await screen.findByText(/15\s000\sFCFA/)).toBeTruthy();
    expect(screen.getByText('En attente de votre confirmation…')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Paiement confirmé. Merci !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(onFinal).toHaveBeenCalledWith(expect.objectContaining({ id: pending.id, status: 'succeeded' }));
    const approve = fetchMock.mock.calls.find(([url]) => url.endsWith('/approve'));
    expect(approve?.[0]).toContain(`/api/payments/sandbox/${pending.id}/approve`);
  });

  it('shows a translated error when the payment is not the caller’s', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ code: 'not_found', message: 'not found' }, 404)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SandboxPaymentApproval paymentId={pending.id} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
  });
});
