import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshOrders, useOrderQueue } from './order-queries';

const ORDER = { id: 'o1', number: 'CMD-2026-000123' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the staff queue under a burst of pushes (issue #14: a listed order once not found)', () => {
  it('shows the order a search found nothing for once it is placed, while other orders keep moving', async () => {
    // The first answer (before the order exists) is empty; then every answer takes 120 ms (a loaded server) and finds
    // it, while other orders move every 40 ms (each move is pushed to every staff screen).
    let placed = false;
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const orders = placed ? [ORDER] : [];
          const timer = setTimeout(
            () =>
              resolve(
                new Response(JSON.stringify({ orders }), {
                  status: 200,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
            placed ? 120 : 5,
          );
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOrderQueue({ q: ORDER.number }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    placed = true;
    const pushes = setInterval(() => void refreshOrders(client), 40);
    try {
      await waitFor(() => expect(result.current.data).toEqual([ORDER]), { timeout: 2000 });
    } finally {
      clearInterval(pushes);
    }
    // The search was sent with its text.
    expect(String(fetch.mock.calls[0]?.[0])).toContain('q=CMD-2026-000123');
  });
});
