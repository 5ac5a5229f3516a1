import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountSuspendedNoticePending,
  clearAccountSuspendedNotice,
  onAccountSuspended,
} from './account-suspended-notice';
import { ApiError, apiRequest } from './api-client';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccountSuspendedNotice();
});

describe('the suspended account notice (ADR 054)', () => {
  it('is remembered and announced when any answer says account_suspended', async () => {
    const listener = vi.fn();
    const stop = onAccountSuspended(listener);
    vi.stubGlobal('fetch', () => answer(401, { code: 'account_suspended', message: 'account_suspended' }));
    await expect(apiRequest('/bookings')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(accountSuspendedNoticePending()).toBe(true);
    clearAccountSuspendedNotice();
    expect(accountSuspendedNoticePending()).toBe(false);
    stop();
  });

  it('is not set by another refusal', async () => {
    vi.stubGlobal('fetch', () => answer(401, { code: 'session_missing', message: 'session_missing' }));
    await expect(apiRequest('/auth/user')).rejects.toBeInstanceOf(ApiError);
    expect(accountSuspendedNoticePending()).toBe(false);
  });
});
