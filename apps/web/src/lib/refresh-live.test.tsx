import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { refreshLive } from './refresh-live';

function setUp(answerMs: number) {
  let version = 0;
  const read = vi.fn(() => {
    const seen = version;
    return new Promise<number>((resolve) => setTimeout(() => resolve(seen), answerMs));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useQuery({ queryKey: ['things'], queryFn: read }), { wrapper });
  return { client, read, result, change: () => version++ };
}

describe('refreshLive', () => {
  it('reads once per push on a quiet screen', async () => {
    const { client, read, result } = setUp(5);
    await waitFor(() => expect(result.current.data).toBe(0));
    await refreshLive(client, ['things']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never cancels a read on its way, and reads once more after it (it may predate the change)', async () => {
    const { client, read, result, change } = setUp(50);
    await waitFor(() => expect(result.current.data).toBe(0));
    void client.invalidateQueries({ queryKey: ['things'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    change();
    // Three pushes during the read: one more read in all, which sees the change.
    await Promise.all([1, 2, 3].map(() => refreshLive(client, ['things'])));
    expect(client.getQueryData(['things'])).toBe(1);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
