import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingMessage } from './outbox';

// The outbox (IndexedDB) in memory; HTTP only (no socket: the channel is not held, so nothing connects).
const pending = new Map<string, PendingMessage>();
vi.mock('./outbox', () => ({
  keepPending: (message: PendingMessage) => Promise.resolve(pending.set(message.clientId, message)),
  forgetPending: (clientId: string) => Promise.resolve(pending.delete(clientId)),
  listPending: () => Promise.resolve([...pending.values()]),
}));
const postMessage = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../api/conversations', () => ({
  postMessage: (...args: unknown[]) => postMessage(...args),
  postAttachment: vi.fn(),
  postReceipts: vi.fn(() => Promise.resolve()),
}));

const { ApiError } = await import('../../../lib/api-client');
const { conversationChannel } = await import('./conversation-channel');

beforeEach(() => {
  vi.useFakeTimers();
  pending.clear();
  postMessage.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the outbox of conversations', () => {
  it('tries a message again by itself when the server was busy, until it is sent (issue #11)', async () => {
    const busy = new ApiError({ status: 503, code: 'service_unavailable', retryAfter: 1 });
    postMessage.mockRejectedValueOnce(busy).mockRejectedValueOnce(busy).mockResolvedValue({});
    await conversationChannel.send({
      clientId: 'c1',
      conversationId: 'v1',
      body: 'Bonjour',
      createdAt: '',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(pending.has('c1')).toBe(true);
    // 1 s, then 2 s later: sent, and out of the outbox.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(postMessage).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(postMessage).toHaveBeenCalledTimes(3);
    expect(pending.has('c1')).toBe(false);
    // Nothing more once the outbox is empty.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(postMessage).toHaveBeenCalledTimes(3);
  });
});
