import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('retries 3 times, never a 4xx answer', () => {
    const unavailable = new ApiError({ status: 503, code: null });
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, unavailable))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiError({ status: 404, code: 'not_found' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 429, code: 'rate_limited' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 0, code: null }))).toBe(true);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps unused data 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
  });
});
