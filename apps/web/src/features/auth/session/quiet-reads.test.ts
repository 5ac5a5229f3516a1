import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeReads, stopReads } from './quiet-reads';

afterEach(() => resumeReads());

describe('stopReads', () => {
  it('aborts a read in flight and holds the reads asked for afterwards', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.mount(); // as QueryClientProvider does: it follows the online state
    const aborted = vi.fn();
    queryClient
      .fetchQuery({
        queryKey: ['profile'],
        queryFn: ({ signal }) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted();
              reject(new Error('aborted'));
            }),
          ),
      })
      .catch(() => undefined);
    const unread = vi.fn(() => Promise.resolve(3));

    await stopReads(queryClient);
    const observer = new QueryObserver(queryClient, { queryKey: ['unread'], queryFn: unread });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(aborted).toHaveBeenCalledOnce();
    expect(unread).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');

    resumeReads();
    await vi.waitFor(() => expect(unread).toHaveBeenCalledOnce());
    unsubscribe();
    queryClient.unmount();
  });
});
