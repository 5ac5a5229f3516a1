import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { BookingPage } from './booking-page';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const busy = () =>
  new Response(JSON.stringify({ code: 'service_unavailable', message: 'busy', retryAfter: 1 }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });

describe('BookingPage when the session cannot be checked', () => {
  it('shows the French error and a retry button instead of « Chargement… » for ever', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetchMock);
    // The query client's own retries are over (see query-client.test.ts): the session check failed for good.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/patient/booking']}>
          <BookingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Impossible de vérifier votre session pour le moment.');
    expect(alert.textContent).toContain('Le service est momentanément indisponible.');
    expect(screen.queryByText('Chargement…')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
