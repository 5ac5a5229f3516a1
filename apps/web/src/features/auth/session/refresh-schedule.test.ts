import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isRetryableError } from '../../../lib/api-client';
import {
  REFRESH_THRESHOLD_MS,
  refreshWithRetry,
  retryDelay,
  shouldRefresh,
  startRefreshTicker,
} from './refresh-schedule';

const SECOND = 1000;
const NOW = Date.parse('2026-01-10T08:00:00Z');

function ticker(overrides: Partial<Parameters<typeof startRefreshTicker>[0]> & { expiresAt: () => number | null }) {
  const options = {
    getExpiresAt: overrides.expiresAt,
    hasDoctorSession: () => false,
    refresh: vi.fn(() => Promise.resolve()),
    isRetryable: isRetryableError,
    onDropped: vi.fn(),
    onExpired: vi.fn(),
    ...overrides,
  };
  const stop = startRefreshTicker(options);
  return { ...options, stop };
}

describe('refresh schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes within 3 ticks of 30 s (90 s) of expiry', () => {
    expect(REFRESH_THRESHOLD_MS).toBe(90 * SECOND);
    expect(shouldRefresh(NOW + 91 * SECOND, NOW)).toBe(false);
    expect(shouldRefresh(NOW + 90 * SECOND, NOW)).toBe(true);
  });

  it('backs off from 200 ms, doubling', () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });

  it('ticks every 30 s and refreshes once the session is within 90 s of expiry', async () => {
    const expiresAt = NOW + 150 * SECOND;
    const { refresh, stop } = ticker({ expiresAt: () => expiresAt });
    expect(refresh).not.toHaveBeenCalled(); // 150 s left
    await vi.advanceTimersByTimeAsync(30 * SECOND); // 120 s left
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * SECOND); // 90 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refreshes at once when started close to expiry, and not again once the expiry moved', async () => {
    let expiresAt = NOW + 60 * SECOND;
    const refresh = vi.fn(() => {
      expiresAt = Date.now() + 3600 * SECOND;
      return Promise.resolve();
    });
    const { stop } = ticker({ expiresAt: () => expiresAt, refresh });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 30 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing for an anonymous visitor', async () => {
    const { refresh, onExpired, stop } = ticker({ expiresAt: () => null });
    await vi.advanceTimersByTimeAsync(5 * 60 * SECOND);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('retries a retryable failure (network, 502, 503, 504) with back-off for at most 30 s', async () => {
    const calls: number[] = [];
    const refresh = vi.fn(() => {
      calls.push(Date.now() - NOW);
      return Promise.reject(new ApiError({ status: calls.length % 2 ? 503 : 0, code: null }));
    });
    const result = refreshWithRetry({ refresh, isRetryable: isRetryableError });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    await expect(result).resolves.toMatchObject({ outcome: 'gave-up' });
    // 0, +200, +400, +800, +1600, +3200, +6400, +12800: the next wait (25.6 s) would pass 30 s.
    expect(calls).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400]);
    expect(calls.at(-1)).toBeLessThanOrEqual(30 * SECOND);
  });

  it('stops retrying as soon as a retry succeeds', async () => {
    const refresh = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 502, code: null }))
      .mockRejectedValueOnce(new ApiError({ status: 504, code: null }))
      .mockResolvedValueOnce(undefined);
    const result = refreshWithRetry({ refresh, isRetryable: isRetryableError });
    await vi.advanceTimersByTimeAsync(SECOND);
    await expect(result).resolves.toEqual({ outcome: 'refreshed' });
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('drops the session on a non-retryable failure (4xx), without retrying', async () => {
    const refresh = vi.fn(() => Promise.reject(new ApiError({ status: 401, code: 'session_expired' })));
    const { onDropped, stop } = ticker({ expiresAt: () => NOW + 30 * SECOND, refresh });
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onDropped).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session after giving up on retryable failures (the next tick tries again)', async () => {
    const refresh = vi.fn(() => Promise.reject(new ApiError({ status: 0, code: null })));
    const { onDropped, stop } = ticker({ expiresAt: () => NOW + 80 * SECOND, refresh });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(onDropped).not.toHaveBeenCalled();
    expect(refresh.mock.calls.length).toBeGreaterThan(1);
    stop();
  });

  it('signs a patient or staff user out when the session reaches its expiry', async () => {
    const { onExpired, stop } = ticker({
      expiresAt: () => NOW + 45 * SECOND,
      refresh: () => Promise.reject(new ApiError({ status: 503, code: null })),
    });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(onExpired).toHaveBeenCalled();
    stop();
  });

  it('does not sign out at expiry while a doctor session exists', async () => {
    const { onExpired, stop } = ticker({ expiresAt: () => NOW - SECOND, hasDoctorSession: () => true });
    await vi.advanceTimersByTimeAsync(2 * 30 * SECOND);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
  });

  it('stops ticking when stopped', async () => {
    const { refresh, stop } = ticker({ expiresAt: () => NOW + 200 * SECOND });
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60 * SECOND);
    expect(refresh).not.toHaveBeenCalled();
  });
});
