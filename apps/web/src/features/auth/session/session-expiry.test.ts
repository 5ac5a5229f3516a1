import { describe, expect, it } from 'vitest';
import { shouldSignOutOnExpiry } from './session-expiry';

describe('session expiry', () => {
  const expiresAt = Date.parse('2026-01-10T20:00:00Z');

  it('signs out once the session has expired', () => {
    expect(shouldSignOutOnExpiry(expiresAt, expiresAt - 1, false)).toBe(false);
    expect(shouldSignOutOnExpiry(expiresAt, expiresAt, false)).toBe(true);
  });

  it('keeps the user while a doctor session exists', () => {
    expect(shouldSignOutOnExpiry(expiresAt, expiresAt + 1, true)).toBe(false);
  });
});
