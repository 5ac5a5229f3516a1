import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSignedSessionToken } from './session-cookie';

const secret = 'a-test-secret-of-at-least-32-characters';
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('readSignedSessionToken', () => {
  it('returns the token of a cookie signed with the secret', () => {
    expect(
      readSignedSessionToken(
        `other=1; better-auth.session_token=${sign('abc123')}; x=y`,
        'better-auth.session_token',
        secret,
      ),
    ).toBe('abc123');
  });

  it('refuses a forged, truncated, foreign or missing cookie', () => {
    const name = 'better-auth.session_token';
    expect(
      readSignedSessionToken(`${name}=${sign('abc123', 'another-secret-another-secret-0000')}`, name, secret),
    ).toBeNull();
    expect(readSignedSessionToken(`${name}=${sign('abc123').replace('abc123', 'abc124')}`, name, secret)).toBeNull();
    expect(readSignedSessionToken(`${name}=abc123`, name, secret)).toBeNull();
    expect(readSignedSessionToken(`${name}=%E0%A4%A`, name, secret)).toBeNull();
    expect(readSignedSessionToken(`other=${sign('abc123')}`, name, secret)).toBeNull();
    expect(readSignedSessionToken(null, name, secret)).toBeNull();
  });
});
