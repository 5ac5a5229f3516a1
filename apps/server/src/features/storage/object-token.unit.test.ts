import { describe, expect, it } from 'vitest';
import { objectTokens } from './object-token';

const tokens = objectTokens('unit-test-secret-unit-test-secret-0123');
const target = { bucket: 'avatars', path: 'u1/photo.png' };
const now = new Date('2026-03-01T10:00:00Z');
const exp = now.getTime() / 1000 + 60;

describe('objectTokens', () => {
  it('verifies its own token for the same object and purpose', () => {
    const token = tokens.sign(target, { purpose: 'download', exp, key: 'avatars/k' });
    expect(tokens.verify(target, token, 'download', now)).toMatchObject({ key: 'avatars/k' });
  });

  it('refuses expired, tampered, moved and cross-purpose tokens', () => {
    const token = tokens.sign(target, { purpose: 'download', exp, key: 'avatars/k' });
    expect(() => tokens.verify(target, token, 'download', new Date(exp * 1000))).toThrow('signature_expired');
    const [claims = '', mac = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ purpose: 'download', exp: exp + 9999, key: 'avatars/k' })).toString(
      'base64url',
    );
    expect(() => tokens.verify(target, `${forged}.${mac}`, 'download', now)).toThrow('invalid_signature');
    expect(() => tokens.verify(target, `${claims}.${mac.slice(1)}x`, 'download', now)).toThrow('invalid_signature');
    expect(() => tokens.verify({ ...target, path: 'u2/photo.png' }, token, 'download', now)).toThrow(
      'invalid_signature',
    );
    expect(() => tokens.verify(target, token, 'upload', now)).toThrow('invalid_signature');
    expect(() => tokens.verify(target, undefined, 'download', now)).toThrow('invalid_signature');
    expect(() => objectTokens('another-secret-another-secret-0123456').verify(target, token, 'download', now)).toThrow(
      'invalid_signature',
    );
  });
});
