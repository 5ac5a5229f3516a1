import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setErrorTextsLoader } from './api-client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const unavailable = (retryAfter: number | null = null) =>
  new ApiError({ status: 503, code: 'service_unavailable', retryAfter });

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The server's answer when its database queue is full (ADR 019). */
const queueFull = () =>
  jsonResponse(503, { code: 'service_unavailable', message: 'busy', retryAfter: 1 }, { 'retry-after': '1' });

describe('query client', () => {
  it('retries a read 3 times after no answer or a 502, 503 or 504', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, unavailable(1)))).toEqual([true, true, true, false]);
    for (const status of [0, 502, 504]) expect(shouldRetryQuery(0, new ApiError({ status, code: null }))).toBe(true);
  });

  it('never retries a 4xx answer, a 500 or an error of the app itself', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 404, code: 'not_found' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 429, code: 'rate_limited', retryAfter: 1 }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 500, code: 'internal_error' }))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => queryRetryDelay(attempt, unavailable()))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('waits at least the Retry-After of the answer, within the cap', () => {
    expect(queryRetryDelay(0, unavailable(1))).toBe(1000);
    expect(queryRetryDelay(0, unavailable(5))).toBe(5000);
    expect(queryRetryDelay(3, unavailable(5))).toBe(8000);
    expect(queryRetryDelay(0, unavailable(30))).toBe(30000);
  });

  it('gives up at once when the server asks to wait longer than the cap', () => {
    expect(shouldRetryQuery(0, unavailable(31))).toBe(false);
    expect(shouldRetryQuery(0, unavailable(3600))).toBe(false);
  });

  it('keeps unused data 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
  });
});

describe('a read and a write answered 503 (the database queue is full)', () => {
  let realLoader: () => Promise<void>;
  beforeEach(() => {
    vi.useFakeTimers();
    // The error texts are there at once (another test file may have set the real loader, a download).
    realLoader = setErrorTextsLoader(() => Promise.resolve());
  });
  afterEach(() => {
    setErrorTextsLoader(realLoader);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads again after the Retry-After and shows the data when the server recovers', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(503, { code: 'service_unavailable' }, { 'retry-after': '3' }))
      .mockResolvedValueOnce(queueFull())
      .mockResolvedValueOnce(jsonResponse(200, { items: [1] }));
    vi.stubGlobal('fetch', fetchMock);
    const observer = new QueryObserver(createQueryClient(), {
      queryKey: ['items'],
      queryFn: ({ signal }) => apiRequest<{ items: number[] }>('/items', { signal }),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(2900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data).toEqual({ items: [1] });
    unsubscribe();
  });

  it('ends in a translated error after 4 tries, so that the screen can offer to retry', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(queueFull()));
    vi.stubGlobal('fetch', fetchMock);
    const observer = new QueryObserver(createQueryClient(), {
      queryKey: ['items'],
      queryFn: ({ signal }) => apiRequest('/items', { signal }),
    });
    const unsubscribe = observer.subscribe(() => undefined);

    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    const result = observer.getCurrentResult();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.status).toBe('error');
    expect(result.error).toBeInstanceOf(ApiError);
    expect((result.error as ApiError).messageKey).toBe('errors.service_unavailable');
    unsubscribe();
  });

  it('never sends a write twice by itself', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(queueFull()));
    vi.stubGlobal('fetch', fetchMock);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: (body: { note: string }) => apiRequest('/notes', { method: 'POST', body }),
    });

    await expect(observer.mutate({ note: 'tension 12/8' })).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().variables).toEqual({ note: 'tension 12/8' });
  });

  it('offline, fails a write at once with the network error instead of pausing it and sending it later', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
    try {
      const observer = new MutationObserver(createQueryClient(), {
        mutationFn: (body: { slot: string }) => apiRequest('/bookings', { method: 'POST', body }),
      });
      await expect(observer.mutate({ slot: '09:00' })).rejects.toMatchObject({ status: 0 });
      expect(observer.getCurrentResult().isPending).toBe(false);
      onlineManager.setOnline(true);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
