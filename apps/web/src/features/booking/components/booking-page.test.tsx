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

describe('BookingPage while the session is read', () => {
  it('shows the title of the step asked for, in the element the page keeps once ready (its first paint)', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(() => new Promise((resolve) => (answer = resolve))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/patient/booking?kind=home_visit']}>
          <BookingPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Choisissez le soin' });
    expect(screen.getByText('Visite à domicile')).toBeTruthy();
    expect(screen.getByText('Chargement…')).toBeTruthy();

    answer(new Response(JSON.stringify({ code: 'session_missing', message: 'none' }), { status: 401 }));
    // Ready: the stepper replaces the frame's spinner, the title is the same element.
    await screen.findByRole('navigation', { name: 'Étapes de la réservation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBe(title);
  });
});
